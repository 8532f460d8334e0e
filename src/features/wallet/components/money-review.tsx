import { useEffect, useId, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { preloadDialogView } from '@/components/dialog/dialog-provider';
import { prefetchReceiptView } from '@/components/receipt/use-receipt';
import { BusyButton } from '@/components/form/busy-button';

export interface ReviewRow {
  label: string;
  value: ReactNode;
}

export interface MoneyReviewProps {
  title: string;
  rows: readonly ReviewRow[];
  /** A line on what the move does beyond the rows (withdraw-all gathers the game balances first). */
  note?: string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The step before money leaves: what moves and where to; nothing is sent before Confirm. */
export function MoneyReview({ title, rows, note, pending, onBack, onConfirm }: MoneyReviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the member tapped in is gone: the review's title takes the focus so it is read out first.
  useEffect(() => heading.current?.focus(), []);
  // The answer's dialog (its receipt) must show as the answer comes, the first move after login included.
  useEffect(() => {
    preloadDialogView();
    prefetchReceiptView();
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <Modal.Body>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h6 mb-3">
          {title}
        </h3>
        <dl className="withdraw-modal__summary">
          {rows.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {note && <p className="small mb-2">{note}</p>}
        <p className="small text-body-secondary mb-0">{t('review.note')}</p>
      </Modal.Body>
      <Modal.Footer className="d-grid gap-2" style={{ gridTemplateColumns: '1fr 1fr' }}>
        <Button type="button" variant="outline-secondary" onClick={onBack} disabled={pending}>
          {t('common.back')}
        </Button>
        <BusyButton type="button" onClick={onConfirm} busy={pending}>
          {t('common.confirm')}
        </BusyButton>
      </Modal.Footer>
    </section>
  );
}
