import type { FormEvent } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import { LoadingLine } from '@/components/loading-line';
import { ModalFrame } from '@/components/modal-frame';
import { errorText } from '@/lib/errors';
import { groupAmountText } from '@/rules/amount-text';
import { formatBankNumber, maskBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import type { WalletResponse } from '@/contract/wallet';
import { useWithdraw, useWithdrawAll, useWithdrawLimits } from '../api';
import {
  parseAmount,
  totalBalance,
  validateWithdraw,
  withdrawAllAmount,
  withdrawAllSources,
  WALLET,
  type Message,
  type MoveSource,
} from '../model';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';
import { MoveButtons, moveFooter } from './move-buttons';
import { useMoveForm } from './use-move-form';
import { bankParty, withdrawReceipt } from './receipts';

export interface WithdrawModalProps {
  wallet: WalletResponse | undefined;
  show: boolean;
  onHide: () => void;
}

export function WithdrawModal({ wallet, show, onHide }: WithdrawModalProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const limits = useWithdrawLimits(show);
  const withdraw = useWithdraw();
  const withdrawAll = useWithdrawAll();
  /** The checked request waiting for the member's Confirm; the form comes back, as typed, on Back. */
  const move = useMoveForm<{ all: boolean; amount: number; sources: MoveSource[] }, HTMLInputElement>(
    t('withdraw.success'),
    onHide,
  );
  const { amountText, setAmountText, message, setMessage, review, setReview, flying, send } = move;
  const pending = withdraw.isPending || withdrawAll.isPending;
  const ready = Boolean(wallet && limits.data);

  const check = (amount: number): boolean => {
    if (!limits.data) return false;
    const problem = validateWithdraw(amount, limits.data);
    setMessage(problem);
    return problem === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flying() || !ready) return;
    const amount = parseAmount(amountText);
    if (check(amount)) setReview({ all: false, amount, sources: [] });
  };

  const onWithdrawAll = () => {
    if (flying() || !ready) return;
    // The total and what it is made of come from the same balances: the review lists them.
    const sources = withdrawAllSources(wallet);
    const amount = withdrawAllAmount(wallet);
    setAmountText(groupAmountText(amount.toFixed(2)));
    if (check(amount)) setReview({ all: true, amount, sources });
  };

  const onConfirm = () => {
    if (flying() || !review) return;
    const { all, amount } = review;
    void send(
      () => (all ? withdrawAll : withdraw).mutateAsync(amount),
      (answer) => withdrawReceipt(all, amount, answer, bank && bankParty(bank, i18n.language)),
    );
  };

  const bank = wallet?.bankAccount;
  const destination = bank && (
    <>
      {bankName(bank.bank, i18n.language, bank.bankCode)}{' '}
      <span className="text-nowrap">{maskBankNumber(bank.bankAccountNo)}</span>
      <br />
      {bank.bankAccountName}
    </>
  );
  const formatValues = (m: Message) => ({
    ...m.values,
    amount: money.amount(Number(m.values?.amount ?? 0)),
    currency: money.word,
  });

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="withdraw-title"
      title={t('withdraw.title')}
      before={
        review && (
          <MoneyReview
            title={t('review.withdrawTitle')}
            rows={[
              { label: t('review.amount'), value: money.format(review.amount) },
              ...(review.all ? [{ label: t('review.includes'), value: <MoveSources sources={review.sources} /> }] : []),
              ...(destination ? [{ label: t('withdraw.toAccount'), value: destination }] : []),
            ]}
            note={
              review.all && review.sources.some((source) => source.value !== WALLET)
                ? t('review.withdrawAllNote')
                : undefined
            }
            pending={pending}
            onBack={move.onBack}
            onConfirm={onConfirm}
          />
        )
      }
      onSubmit={onSubmit}
      formHidden={review !== null}
      {...moveFooter}
      footer={
        <MoveButtons
          allLabel={t('withdraw.all')}
          onAll={onWithdrawAll}
          allBusy={withdrawAll.isPending}
          submitLabel={t('withdraw.submit')}
          submitBusy={withdraw.isPending}
          disabled={pending || !ready}
        />
      }
    >
      {(!wallet || limits.isPending) && <LoadingLine className="text-center mb-3" />}
      {limits.isError && (
        <div className="alert alert-danger py-2" role="alert">
          <p className="mb-2">{errorText(t, limits.error)}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void limits.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {wallet && (
        <dl className="withdraw-modal__summary">
          <div>
            <dt>{t('withdraw.walletBalance')}</dt>
            <dd>{money.format(wallet.wallet.amount)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.totalBalance')}</dt>
            <dd>{money.format(totalBalance(wallet))}</dd>
          </div>
          {bank && (
            <div>
              <dt>{t('withdraw.toAccount')}</dt>
              <dd>
                {bankName(bank.bank, i18n.language, bank.bankCode)}{' '}
                <span className="text-nowrap">{formatBankNumber(bank.bankAccountNo)}</span>
                <br />
                {bank.bankAccountName}
              </dd>
            </div>
          )}
        </dl>
      )}
      <Field
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
        error={message && t(message.key, formatValues(message))}
        errorId="withdraw-message"
        errorStyle="alert"
        invalid={false}
      >
        {(control) => (
          <AmountInput
            control={control}
            placeholder={money.amount(0)}
            ref={move.backFocus}
            value={amountText}
            onChange={move.typed}
          />
        )}
      </Field>
    </ModalFrame>
  );
}
