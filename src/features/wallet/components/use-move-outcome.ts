import { useTranslation } from 'react-i18next';
import type { SuccessOptions } from '@/components/dialog/dialog-context';
import { useDialog } from '@/components/dialog/use-dialog';
import { useReceipt } from '@/components/receipt/use-receipt';
import { toApiError } from '@/lib/api-error';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import type { KeptIntent } from '@/lib/kept-intents';
import { useMoney } from '@/lib/member-currency';
import { receiptStatus, type ReceiptInput } from '@/lib/receipt';
import { moveFailure, type MoveFailure } from '../model';

/** A move that failed, shown in the form: why and what it means for the money (the lines), and Try again. */
export interface FailedMove {
  lines: string[];
  outcome: MoveFailure;
}

/**
 * How a withdrawal or transfer's answer reads. A success: the success dialog with the spec's message, or, when
 * the answer was to a key sent before, the earlier move's words ("your withdrawal of 300 baht sent at 11:02"),
 * never a new success; the receipt under it. A failure: its reason and whether the money left.
 */
export function useMoveOutcome(kind: 'withdraw' | 'transfer') {
  const { t } = useTranslation();
  const money = useMoney();
  const dialog = useDialog();
  const receipt = useReceipt();

  const answered = (input: ReceiptInput, earlier: KeptIntent | null) => {
    const details = receipt(input);
    // A move that is not done when answered (a withdrawal waits for its bank transfer) is In progress, not Success.
    const show = (options: SuccessOptions) =>
      receiptStatus(input) === 'done' ? dialog.success(options) : dialog.pending(options);
    if (!earlier) return show({ message: t(`${kind}.success`), details });
    const message = t('move.earlier', {
      move: t(`pendingMove.${kind}`),
      amount: earlier.amount === undefined ? '' : money.format(earlier.amount),
      time: formatDateTime(earlier.at),
    });
    return show({ title: t('move.earlierTitle'), message, details });
  };

  const failed = (error: unknown): FailedMove => {
    const apiError = toApiError(error);
    const outcome = moveFailure(apiError);
    const lines = [errorText(t, apiError)];
    // errors.MONEY_UNCERTAIN already says it may have gone through.
    if (!apiError.uncertain) lines.push(t(outcome === 'refused' ? 'move.notMoved' : 'move.mayHaveMoved'));
    return { lines, outcome };
  };

  return { answered, failed };
}
