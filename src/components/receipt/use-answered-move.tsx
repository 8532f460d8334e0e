import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_PREFETCH_DELAY_MS } from '@/components/dialog/dialog-provider';
import { type SuccessOptions, useDialog } from '@/components/dialog/use-dialog';
import { afterFirstPage } from '@/lib/after-first-page';
import { formatDateTime } from '@/lib/format';
import type { KeptIntent } from '@/lib/kept-intents';
import { type ReceiptInput, receiptStatus } from '@/lib/receipt';
import { prefetchReceiptView, useReceipt } from './use-receipt';

/**
 * How a money move's answer is shown, for every move: the move's own words with its
 * receipt; or, when the answer is the earlier move's (`earlier`, useMoneyMutation's earlierIntent(): the server
 * marked it Idempotent-Replayed, or its key had gone out before without an answer), that earlier move's, titled
 * "Your earlier request", the receipt saying which request it answers. Never a new success. A move that is not
 * done when answered (a withdrawal, a slip) is In progress, not Success.
 */
export function useAnsweredMove() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const receipt = useReceipt();
  useEffect(() => afterFirstPage(prefetchReceiptView, DIALOG_PREFETCH_DELAY_MS), []);
  return useCallback(
    (
      input: ReceiptInput,
      options: Omit<SuccessOptions, 'details'>,
      earlier: Pick<KeptIntent, 'at'> | null,
      /** The earlier move in words, given when it was sent ("your withdrawal of 150.00 baht sent at 11:02"). */
      earlierText?: (time: string) => string,
    ) => {
      const details = receipt(earlier ? { ...input, earlierAt: earlier.at } : input);
      const show = (shown: SuccessOptions) =>
        receiptStatus(input) === 'done' ? dialog.success(shown) : dialog.pending(shown);
      if (!earlier) return show({ ...options, details });
      const time = formatDateTime(earlier.at);
      return show({
        title: t('move.earlierTitle'),
        message: earlierText?.(time) ?? t('move.earlierAny', { time }),
        details,
      });
    },
    [t, dialog, receipt],
  );
}
