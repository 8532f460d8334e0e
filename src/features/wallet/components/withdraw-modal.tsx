import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import { ModalFrame } from '@/components/modal-frame';
import type { WalletResponse } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { totalBalance } from '../model';
import { MoveAmountField } from './move-amount-field';
import { MoveButtons, moveFooter } from './move-buttons';
import { MoveFailed } from './move-failed';
import { useWithdrawForm } from '../hooks/use-withdraw-form';
import { WithdrawReviewStep } from './withdraw-review-step';
import { WithdrawSummary } from './withdraw-summary';

export interface WithdrawModalProps {
  wallet: WalletResponse | undefined;
  show: boolean;
  onHide: () => void;
}

export function WithdrawModal({ wallet, show, onHide }: WithdrawModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useWithdrawForm(wallet, show, onHide);
  const { move, limits } = form;
  const review = move.review;

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      backdrop={move.holds ? 'static' : true}
      titleId="withdraw-title"
      title={t('withdraw.title')}
      before={
        review && (
          <WithdrawReviewStep
            review={review}
            bank={wallet?.bankAccount}
            pending={form.pending}
            onBack={() => move.onBack('amount')}
            onConfirm={form.onConfirm}
          />
        )
      }
      onSubmit={form.onSubmit}
      formHidden={review !== null}
      {...moveFooter}
      footer={
        <MoveButtons
          allLabel={t('withdraw.all')}
          onAll={form.onWithdrawAll}
          allBusy={form.withdrawingAll}
          submitLabel={t('withdraw.submit')}
          submitBusy={form.withdrawing}
          disabled={form.pending || !form.ready}
        />
      }
    >
      {(!wallet || limits.isPending) && <LoadingLine className="text-center mb-3" />}
      {limits.isError && (
        <LoadFailed error={limits.error} onRetry={() => void limits.refetch()} className="alert alert-danger py-2" />
      )}
      {wallet && (
        <WithdrawSummary
          walletAmount={wallet.wallet.amount}
          totalAmount={totalBalance(wallet)}
          bank={wallet.bankAccount}
        />
      )}
      <MoveAmountField
        id="withdraw-amount"
        label={t('withdraw.amount', { currency: money.word })}
        hint={
          limits.data &&
          t('withdraw.limits', {
            min: money.amount(limits.data.withdrawMin),
            max: money.amount(limits.data.withdrawMax),
            currency: money.word,
          })
        }
        message={move.message}
        errorId="withdraw-message"
        inputRef={move.amountField}
        value={move.amountText}
        onChange={move.typed}
      />
      {move.failed && <MoveFailed failed={move.failed} busy={form.pending} onTryAgain={move.tryAgain} />}
    </ModalFrame>
  );
}
