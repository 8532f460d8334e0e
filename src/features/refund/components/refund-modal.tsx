import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { useMoney } from '@/lib/member-currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { useReceipt } from '@/components/receipt/use-receipt';
import { PagedLog } from '@/components/paged-log';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { useAddRefundToWallet, useReceiveRefund, useRefundCheck, useRefundLog } from '../api';
import { canAddRefundToWallet, canReceiveRefund, REFUND_PAGE_SIZE } from '../model';

export interface RefundModalProps {
  show: boolean;
  onHide: () => void;
  onWalletChanged?: () => void;
}

/**
 * The refund check (spec fields only), receive and add-to-wallet (both enabled by the spec's rule: a refund
 * exists, no bonus pending, amount above 0), and the refund log (a failed load shows why, with a retry).
 */
export function RefundModal({ show, onHide, onWalletChanged }: RefundModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const receipt = useReceipt();
  const toast = useToast();
  const dialog = useDialog();
  const [page, setPage] = useState(1);
  const check = useRefundCheck(show);
  const log = useRefundLog(page, show);
  const receive = useReceiveRefund();
  const addToWallet = useAddRefundToWallet();
  // Held from the confirm question to the answer: a second tap asks nothing.
  const adding = useSingleFlight();

  const data = check.data;
  // One move at a time: receive and add-to-wallet take the same refund.
  const busy = receive.isPending || addToWallet.isPending || adding.pending;
  const receivable = canReceiveRefund(data) && !busy;
  const addable = canAddRefundToWallet(data) && !busy;

  const onReceive = () => {
    if (!receivable) return;
    receive.mutate(undefined, {
      // Issue 33: the success says so in a dialog with the receipt, no longer in a toast.
      onSuccess: (answer) => {
        const amount = answer.amount ?? data?.refundAmount;
        void dialog.success({
          message: t('refund.received', { amount: money.format(amount) }),
          details: receipt({ move: 'refund', amount, from: { kind: 'source', key: 'refund' }, at: new Date() }),
        });
      },
      onError: (error) => toast.danger(errorText(t, error)),
    });
  };

  const onAddToWallet = async () => {
    if (adding.flying() || receive.isPending || addToWallet.isPending || !data || !canAddRefundToWallet(data)) return;
    const amount = data.refundAmount;
    await adding.run(async () => {
      try {
        const confirmed = await dialog.confirm({
          title: t('refund.addConfirmTitle'),
          message: t('refund.addConfirm', { amount: money.format(amount) }),
          confirmLabel: t('refund.addToWallet'),
          cancelLabel: t('common.cancel'),
        });
        if (!confirmed) return;
        const answer = await addToWallet.mutateAsync();
        onWalletChanged?.();
        const added = answer.amount ?? amount;
        void dialog.success({
          message: t('refund.added', { amount: money.format(added) }),
          details: receipt({
            move: 'refundToWallet',
            amount: added,
            from: { kind: 'source', key: 'refund' },
            to: { kind: 'wallet' },
            at: new Date(),
          }),
        });
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      titleId="refund-title"
      title={t('refund.title')}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {check.isPending ? (
        <div className="text-center py-3">
          <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />
        </div>
      ) : check.isError ? (
        <Alert variant="warning" className="d-flex align-items-center justify-content-between gap-2">
          <span>{errorText(t, check.error)}</span>
          <Button size="sm" variant="outline-dark" onClick={() => void check.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <section aria-labelledby="refund-check-title" className="mb-4">
          <h3 id="refund-check-title" className="h6">
            {t('refund.checkTitle')}
          </h3>
          <dl className="reward-figures">
            <div>
              <dt>{t('refund.amount')}</dt>
              <dd className="reward-figures__main">{money.format(data?.refundAmount)}</dd>
            </div>
            <div>
              <dt>{t('refund.losses')}</dt>
              <dd>{money.format(data?.refundFail)}</dd>
            </div>
            <div>
              <dt>{t('refund.wins')}</dt>
              <dd>{money.format(data?.refundSuccess)}</dd>
            </div>
          </dl>
          {data?.bonus ? (
            <Alert variant="warning" className="py-2">
              {t('refund.bonusPending')}
            </Alert>
          ) : !data?.result ? (
            <p className="text-body-secondary">{t('refund.nothing')}</p>
          ) : null}
          <div className="d-flex gap-2 flex-wrap">
            <BusyButton className="flex-grow-1" onClick={onReceive} disabled={!receivable} busy={receive.isPending}>
              {t('refund.receive')}
            </BusyButton>
            <BusyButton
              variant="success"
              className="flex-grow-1"
              onClick={() => void onAddToWallet()}
              disabled={!addable}
              busy={addToWallet.isPending}
            >
              {t('refund.addToWallet')}
            </BusyButton>
          </div>
        </section>
      )}

      <PagedLog
        id="refund-log"
        title={t('refund.logTitle')}
        empty={t('refund.empty')}
        columns={[
          { title: t('refund.columns.createdAt'), cell: (refund) => formatDateTime(refund.createdAt) },
          { title: t('refund.columns.amount'), cell: (refund) => money.format(refund.refundAmount), end: true },
        ]}
        query={log}
        rows={log.data?.refunds ?? []}
        total={log.data?.total}
        page={page}
        pageSize={REFUND_PAGE_SIZE}
        onPage={setPage}
      />
    </ModalFrame>
  );
}
