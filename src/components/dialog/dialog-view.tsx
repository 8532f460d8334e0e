import { useId, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useModalExit } from '../use-modal-exit';
import { DialogIcon } from './dialog-icon';

export type DialogKind = 'alert' | 'confirm' | 'success' | 'pending' | 'error';
type OutcomeKind = Extract<DialogKind, 'success' | 'pending' | 'error'>;

/** A dialog that reports how something ended: centred, with its sign over the message. */
const isOutcome = (kind: DialogKind): kind is OutcomeKind =>
  kind === 'success' || kind === 'pending' || kind === 'error';

export interface DialogViewProps {
  kind: DialogKind;
  title?: ReactNode;
  message?: ReactNode;
  /** Under the message, not part of the description (a receipt has its own heading and buttons). */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  show: boolean;
  onAnswer: (confirmed: boolean) => void;
  onExited: () => void;
}

export function DialogView({
  kind,
  title,
  message,
  details,
  confirmLabel,
  cancelLabel,
  show,
  onAnswer,
  onExited,
}: DialogViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const primaryRef = useRef<HTMLButtonElement>(null);
  const isConfirm = kind === 'confirm';
  const hasTitle = title !== undefined && title !== null && title !== '';
  const fallbackName = isConfirm ? t('common.confirm') : t('common.notice');
  const outcome = isOutcome(kind);
  const exit = useModalExit({ onExited });

  return (
    <Modal
      show={show}
      centered
      onHide={() => onAnswer(false)}
      {...exit}
      // Focus the main action so Enter answers it, and focus returns to the trigger afterwards.
      onEntered={() => primaryRef.current?.focus()}
      aria-labelledby={hasTitle ? titleId : undefined}
      aria-label={hasTitle ? undefined : fallbackName}
      aria-describedby={message ? bodyId : undefined}
    >
      {hasTitle && (
        <Modal.Header className={outcome ? 'border-0 pb-0' : undefined}>
          <Modal.Title as="h2" className="h5" id={titleId}>
            {title}
          </Modal.Title>
        </Modal.Header>
      )}
      <Modal.Body className={outcome ? 'text-center' : undefined}>
        {isOutcome(kind) && <DialogIcon kind={kind} />}
        {/* pre-line keeps line breaks in plain-text messages from the API */}
        <div id={bodyId} style={typeof message === 'string' ? { whiteSpace: 'pre-line' } : undefined}>
          {message}
        </div>
        {details}
      </Modal.Body>
      <Modal.Footer>
        {isConfirm && (
          <Button variant="outline-secondary" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        <Button ref={primaryRef} variant={kind === 'error' ? 'danger' : 'primary'} onClick={() => onAnswer(true)}>
          {isConfirm ? (confirmLabel ?? t('common.confirm')) : t('common.ok')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
