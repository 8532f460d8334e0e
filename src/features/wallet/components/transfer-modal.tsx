import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { ModalFrame } from '@/components/modal-frame';
import type { WalletResponse } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { canTransfer } from '../model';
import { MoveButtons, moveFooter } from './move-buttons';
import { MoveFailed } from './move-failed';
import { MoveAmountField } from './move-amount-field';
import { TransferAccountSelect } from './transfer-account-select';
import { TransferReviewStep } from './transfer-review-step';
import { useTransferForm } from '../hooks/use-transfer-form';

export interface TransferModalProps {
  wallet: WalletResponse | undefined;
  show: boolean;
  onHide: () => void;
  /** Pre-selected target (from a game account); both ends start at NONE otherwise. */
  initialTo?: string;
}

export function TransferModal({ wallet, show, onHide, initialTo }: TransferModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const form = useTransferForm(wallet, onHide, initialTo);
  const { move } = form;
  const review = move.review;
  const ends = { walletAmount: wallet?.wallet.amount, accounts: form.accounts, described: move.message !== null };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      backdrop={move.holds ? 'static' : true}
      titleId="transfer-title"
      title={t('transfer.title')}
      before={
        review && (
          <TransferReviewStep
            review={review}
            accountName={form.accountName}
            pending={form.pending}
            onBack={form.onBack}
            onConfirm={form.onConfirm}
          />
        )
      }
      onSubmit={form.onSubmit}
      formHidden={review !== null}
      {...moveFooter}
      footer={
        <MoveButtons
          allRef={move.allButton}
          allLabel={t('transfer.all')}
          onAll={form.onTransferAll}
          allBusy={form.transferringAll}
          submitLabel={t('transfer.submit')}
          submitBusy={form.transferring}
          disabled={form.pending || !wallet}
          submitDisabled={!canTransfer(form.amount)}
        />
      }
    >
      {!wallet && <LoadingLine className="text-center mb-3" />}
      <TransferAccountSelect
        id="transfer-from"
        label={t('transfer.from')}
        value={form.from}
        onChange={form.chooseFrom}
        {...ends}
      />
      <TransferAccountSelect
        id="transfer-to"
        label={t('transfer.to')}
        value={form.to}
        onChange={form.chooseTo}
        {...ends}
      />
      <MoveAmountField
        id="transfer-amount"
        label={t('transfer.amount', { currency: money.word })}
        hint={t('transfer.hint', { amount: money.amount(1), currency: money.word })}
        message={move.message}
        errorId="transfer-message"
        inputRef={move.amountField}
        value={move.amountText}
        onChange={move.typed}
      />
      {move.failed && <MoveFailed failed={move.failed} busy={form.pending} onTryAgain={move.tryAgain} />}
    </ModalFrame>
  );
}
