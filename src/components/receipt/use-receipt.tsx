import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { receiptFileName, receiptRows, receiptShareText, receiptStatus, type ReceiptInput } from '@/lib/receipt';
import { ReceiptView } from './receipt-view';

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
