import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { useToast } from '@/components/toast/use-toast';
import type { RefundCheck } from '@/contract/refund';
import { errorText } from '@/lib/errors';
import { useMoney } from '@/lib/member-currency';
import { useAddRefundToWallet, useReceiveRefund } from '../api';
import { canAddRefundToWallet, canReceiveRefund } from '../model';

/**
 * The two ways a refund moves (spec section 4): receive it, or add it to the wallet after a confirm question.
 * One move at a time, each ending in the success dialog with its receipt, or a red toast.
 */
export function useRefundMoves(check: RefundCheck | undefined) {
  const { t } = useTranslation();
  const money = useMoney();
  const answered = useAnsweredMove();
  const toast = useToast();
  const dialog = useDialog();
  const receive = useReceiveRefund();
  const addToWallet = useAddRefundToWallet();
  // Held from the confirm question to the answer: a second tap asks nothing.
  const adding = useSingleFlight();
  // One move at a time: receive and add-to-wallet take the same refund.
  const busy = receive.isPending || addToWallet.isPending || adding.pending;
  const receivable = canReceiveRefund(check) && !busy;
  const addable = canAddRefundToWallet(check) && !busy;

  const onReceive = () => {
    if (!receivable) return;
    receive.mutate(undefined, {
      // The success says so in a dialog with the receipt, no longer in a toast.
      onSuccess: (answer) => {
        const amount = answer.amount ?? check?.refundAmount;
        void answered(
          { move: 'refund', amount, from: { kind: 'source', key: 'refund' }, at: new Date() },
          { message: t('refund.received', { amount: money.format(amount) }) },
          receive.earlierIntent(),
        );
      },
      onError: (error) => toast.danger(errorText(t, error)),
    });
  };

  const confirmAdding = (amount: number) =>
    dialog.confirm({
      title: t('refund.addConfirmTitle'),
      message: t('refund.addConfirm', { amount: money.format(amount) }),
      confirmLabel: t('refund.addToWallet'),
      cancelLabel: t('common.cancel'),
    });

  const onAddToWallet = async () => {
    if (adding.flying() || receive.isPending || addToWallet.isPending) return;
    if (!check || !canAddRefundToWallet(check)) return;
    const amount = check.refundAmount;
    await adding.run(async () => {
      try {
        if (!(await confirmAdding(amount))) return;
        const added = (await addToWallet.mutateAsync()).amount ?? amount;
        void answered(
          {
            move: 'refundToWallet',
            amount: added,
            from: { kind: 'source', key: 'refund' },
            to: { kind: 'wallet' },
            at: new Date(),
          },
          { message: t('refund.added', { amount: money.format(added) }) },
          addToWallet.earlierIntent(),
        );
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  return {
    onReceive,
    onAddToWallet,
    receivable,
    addable,
    receiving: receive.isPending,
    addingToWallet: addToWallet.isPending,
  };
}
