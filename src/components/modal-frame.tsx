import type { CSSProperties, FormEvent, ReactNode } from 'react';
import Modal, { type ModalProps } from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useModalExit } from './use-modal-exit';

export interface ModalFrameProps extends Omit<
  ModalProps,
  'title' | 'children' | 'onSubmit' | 'onHide' | 'show' | 'centered'
> {
  /** Shown unless false (modals mounted only while open leave it out). */
  show?: boolean;
  centered?: boolean;
  onHide: () => void;
  /** The id the dialog is labelled by (the title's). */
  titleId: string;
  title: ReactNode;
  /** Classes of the title, after "h5". */
  titleClassName?: string;
  /** The body. */
  children: ReactNode;
  footer?: ReactNode;
  bodyClassName?: string;
  footerClassName?: string;
  footerStyle?: CSSProperties;
  /** Wraps body and footer in a form (noValidate) with this submit handler. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Hides the form (body and footer) while `before` shows something else (a review step). */
  formHidden?: boolean;
  /** Rendered between the header and the body (a review step with its own body and footer). */
  before?: ReactNode;
  /** Marks the body busy for assistive technology while a call is in flight. */
  busy?: boolean;
}

/** Every modal's frame: header with the h2 title and the translated close button, body, optional footer and form. */
export function ModalFrame({
  onHide,
  titleId,
  title,
  titleClassName,
  children,
  footer,
  bodyClassName,
  footerClassName,
  footerStyle,
  onSubmit,
  formHidden,
  before,
  busy,
  show = true,
  centered = true,
  ...modal
}: ModalFrameProps) {
  const { t } = useTranslation();
  const exit = useModalExit(modal);
  const content = (
    <>
      <Modal.Body className={bodyClassName} aria-busy={busy || undefined}>
        {children}
      </Modal.Body>
      {footer !== undefined && (
        <Modal.Footer className={footerClassName} style={footerStyle}>
          {footer}
        </Modal.Footer>
      )}
    </>
  );
  return (
    <Modal show={show} onHide={onHide} centered={centered} aria-labelledby={titleId} {...modal} {...exit}>
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id={titleId} as="h2" className={titleClassName ? `h5 ${titleClassName}` : 'h5'}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {before}
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} hidden={formHidden}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
