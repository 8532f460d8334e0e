import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { ModalFrame } from '@/components/modal-frame';
import type { WalletResponse } from '@/contract/wallet';
import { MoveButtons, moveFooter } from './move-buttons';
import { MoveFailed } from './move-failed';
import { useWithdrawForm } from './use-withdraw-form';
import { WithdrawAmountField, WithdrawLimitsFailed, WithdrawReviewStep, WithdrawSummary } from './withdraw-parts';

export interface WithdrawModalProps {
  wallet: WalletResponse | undefined;
  show: boolean;
  onHide: () => void;
}

export function WithdrawModal({ wallet, show, onHide }: WithdrawModalProps) {
  const { t } = useTranslation();
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
            onBack={move.onBack}
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
      {limits.isError && <WithdrawLimitsFailed limits={limits} />}
      {wallet && <WithdrawSummary wallet={wallet} />}
      <WithdrawAmountField
        inputRef={move.backFocus}
        value={move.amountText}
        onChange={move.typed}
        limits={limits.data}
        message={move.message}
      />
      {move.failed && <MoveFailed failed={move.failed} busy={form.pending} onTryAgain={move.tryAgain} />}
    </ModalFrame>
  );
}
