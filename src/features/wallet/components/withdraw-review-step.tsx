import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/contract/entities';
import { useMoney } from '@/lib/member-currency';
import { WALLET } from '../model';
import { BankLines } from './bank-lines';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';
import type { WithdrawReview } from '../hooks/use-withdraw-form';

export interface WithdrawReviewStepProps {
  review: WithdrawReview;
  bank: BankAccount | undefined;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The withdrawal before it is sent: the amount, what withdraw-all gathers, and the bank account it goes to. */
export function WithdrawReviewStep({ review, bank, pending, onBack, onConfirm }: WithdrawReviewStepProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <MoneyReview
      title={t('review.withdrawTitle')}
      rows={[
        { label: t('review.amount'), value: money.format(review.amount) },
        ...(review.all
          ? [{ label: t('review.includes'), value: <MoveSources sources={review.sources} amount={review.amount} /> }]
          : []),
        ...(bank ? [{ label: t('withdraw.toAccount'), value: <BankLines bank={bank} masked /> }] : []),
      ]}
      note={
        review.all && review.sources.some((source) => source.value !== WALLET) ? t('review.withdrawAllNote') : undefined
      }
      pending={pending}
      onBack={onBack}
      onConfirm={onConfirm}
    />
  );
}
