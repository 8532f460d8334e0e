import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import type { RefundCheck } from '@/contract/refund';
import { useMoney } from '@/lib/member-currency';

export interface RefundCheckCardProps {
  /** The refund check, once loaded. */
  check: RefundCheck | undefined;
  /** Why it did not load, if it did not. */
  error: unknown;
  onRetry: () => void;
  receivable: boolean;
  receiving: boolean;
  onReceive: () => void;
  addable: boolean;
  addingToWallet: boolean;
  onAddToWallet: () => Promise<void>;
}

/** The member's refund now (spec fields only): its amount, losses and wins, why it cannot be taken, and the two moves. */
export function RefundCheckCard({ check: data, error, onRetry, ...moves }: RefundCheckCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (!data)
    return error == null ? (
      <LoadingLine className="text-center py-3" />
    ) : (
      <LoadFailed error={error} onRetry={onRetry} className="alert alert-warning" />
    );
  return (
    <section aria-labelledby="refund-check-title" className="mb-4">
      <h3 id="refund-check-title" className="h6">
        {t('refund.checkTitle')}
      </h3>
      <dl className="reward-figures">
        <div>
          <dt>{t('refund.amount')}</dt>
          <dd className="reward-figures__main">{money.format(data.refundAmount)}</dd>
        </div>
        <div>
          <dt>{t('refund.losses')}</dt>
          <dd>{money.format(data.refundFail)}</dd>
        </div>
        <div>
          <dt>{t('refund.wins')}</dt>
          <dd>{money.format(data.refundSuccess)}</dd>
        </div>
      </dl>
      {data.bonus ? (
        <Alert variant="warning" className="py-2">
          {t('refund.bonusPending')}
        </Alert>
      ) : !data.result ? (
        <p className="text-body-secondary">{t('refund.nothing')}</p>
      ) : null}
      <div className="d-flex gap-2 flex-wrap">
        <BusyButton
          className="flex-grow-1"
          onClick={moves.onReceive}
          disabled={!moves.receivable}
          busy={moves.receiving}
        >
          {t('refund.receive')}
        </BusyButton>
        <BusyButton
          variant="success"
          className="flex-grow-1"
          onClick={() => void moves.onAddToWallet()}
          disabled={!moves.addable}
          busy={moves.addingToWallet}
        >
          {t('refund.addToWallet')}
        </BusyButton>
      </div>
    </section>
  );
}
