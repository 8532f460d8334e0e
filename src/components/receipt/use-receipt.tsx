import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { useMoney } from '@/lib/member-currency';
import { receiptFileName, receiptRows, receiptShareText, receiptStatus, type ReceiptInput } from '@/lib/receipt';
import { preloadable } from '../preloadable';

// The receipt's view (its PNG drawing, Save and Share) shows only once a move is answered or a statement line
// opened: not in a member page's first load, fetched ahead once the page is idle and with a money move's review.
// Its code failing to load (offline) leaves the dialog's words and a retry, not a blank app.
const ReceiptView = preloadable(
  () => import('./receipt-view').then((m) => m.ReceiptView),
  (retry) => <ReceiptLoadFailed onRetry={retry} />,
);

function ReceiptLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <LoadFailed error={null} text={t('receipt.loadFailed')} onRetry={onRetry} className="mt-2" />;
}

/** Fetches the receipt view's code: a screen that may show a receipt soon calls it. */
export const prefetchReceiptView = ReceiptView.prefetch;

/** Turns a money move into its receipt, in the member's currency and language, for the success dialog's details. */
export function useReceipt(): (input: ReceiptInput) => ReactNode {
  const { t, i18n } = useTranslation();
  const { format } = useMoney();
  return useCallback(
    (input: ReceiptInput) => {
      const text = { t, money: format };
      return (
        <ReceiptView
          status={receiptStatus(input)}
          rows={receiptRows(input, text)}
          shareText={receiptShareText(input, text)}
          fileName={receiptFileName(input, i18n.language)}
        />
      );
    },
    [t, i18n.language, format],
  );
}
