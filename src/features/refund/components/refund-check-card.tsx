import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { BusyButton } from '@/components/form/busy-button';
import type { RefundCheck } from '@/contract/refund';
import { errorText } from '@/lib/errors';
import { useMoney } from '@/lib/member-currency';
import type { useRefundMoves } from './use-refund-moves';

export interface RefundCheckCardProps {
  check: UseQueryResult<RefundCheck>;
  moves: ReturnType<typeof useRefundMoves>;
}

/** The member's refund now (spec fields only): its amount, losses and wins, why it cannot be taken, and the two moves. */
export function RefundCheckCard({ check, moves }: RefundCheckCardProps) {
  const { t } = useTranslation();
  const money = useMoney();
  if (check.isPending)
    return (
      <div className="text-center py-3">
        <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />
      </div>
    );
  if (check.isError)
    return (
      <Alert variant="warning" className="d-flex align-items-center justify-content-between gap-2">
        <span>{errorText(t, check.error)}</span>
        <Button size="sm" variant="outline-dark" onClick={() => void check.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const data = check.data;
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
