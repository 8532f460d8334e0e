import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SlipUploadAnswer } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { slipStatusPath } from '@/lib/slip-status-link';

export interface SlipUploadedProps {
  uploaded: SlipUploadAnswer;
  /** Called as the member follows the link to the slip's status. */
  onOpenStatus: () => void;
}

/** The slip was received: its reference and amount when the server sends them, and the link to its status. */
export function SlipUploaded({ uploaded, onOpenStatus }: SlipUploadedProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="alert alert-success py-2 mb-2" role="status">
      <p className="mb-1">
        {/* The spec shows no answer for the upload: its reference and amount only when the server sends them. */}
        {uploaded.slip
          ? t('deposit.slip.uploaded', {
              reference: uploaded.slip.reference,
              amount: money.amount(uploaded.slip.amount),
              currency: money.word,
            })
          : t('deposit.slip.received')}
      </p>
      <Link to={slipStatusPath(uploaded.slip?.reference)} onClick={onOpenStatus} className="alert-link">
        {t('deposit.slip.openStatus')}
      </Link>
    </div>
  );
}
