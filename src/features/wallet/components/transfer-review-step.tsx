import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import type { TransferReview } from '../model';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';

export interface TransferReviewStepProps {
  review: TransferReview;
  accountName: (value: string) => string;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The transfer before it is sent: the amount, where it comes from (transfer-all: each balance) and where it goes. */
export function TransferReviewStep({ review, accountName, pending, onBack, onConfirm }: TransferReviewStepProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <MoneyReview
      title={t('review.transferTitle')}
      rows={[
        { label: t('review.amount'), value: money.format(review.amount) },
        {
          label: t('transfer.from'),
          value: review.all ? (
            <MoveSources sources={review.sources} amount={review.amount} />
          ) : (
            accountName(review.from)
          ),
        },
        { label: t('transfer.to'), value: accountName(review.to) },
      ]}
      pending={pending}
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}
