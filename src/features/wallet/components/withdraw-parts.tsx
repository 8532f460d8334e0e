import type { Ref } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import type { BankAccount } from '@/contract/entities';
import type { WalletResponse } from '@/contract/wallet';
import { errorText } from '@/lib/errors';
import { useMoney } from '@/lib/member-currency';
import { formatBankNumber, maskBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import { totalBalance, WALLET, type Message, type WithdrawLimits } from '../model';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';
import type { WithdrawReview } from './use-withdraw-form';

/** The member's bank account: its bank, number (masked on the review, in full on the form) and name. */
function BankLines({ bank, masked }: { bank: BankAccount; masked: boolean }) {
  const { i18n } = useTranslation();
  return (
    <>
      {bankName(bank.bank, i18n.language, bank.bankCode)}{' '}
      <span className="text-nowrap">
        {masked ? maskBankNumber(bank.bankAccountNo) : formatBankNumber(bank.bankAccountNo)}
      </span>
      <br />
      {bank.bankAccountName}
    </>
  );
}

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

/** The withdrawal bounds did not load: why, with a retry. */
export function WithdrawLimitsFailed({ limits }: { limits: UseQueryResult<WithdrawLimits> }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger py-2" role="alert">
      <p className="mb-2">{errorText(t, limits.error)}</p>
      <Button size="sm" variant="outline-danger" onClick={() => void limits.refetch()}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** What the member withdraws from and to: the wallet balance, the total of all balances, the bank account. */
export function WithdrawSummary({ wallet }: { wallet: WalletResponse }) {
  const { t } = useTranslation();
  const money = useMoney();
  const bank = wallet.bankAccount;
  return (
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
            <BankLines bank={bank} masked={false} />
          </dd>
        </div>
      )}
    </dl>
  );
}

export interface WithdrawAmountFieldProps {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (text: string) => void;
  limits: WithdrawLimits | undefined;
  message: Message | null;
}

/** The amount to withdraw, the server's bounds as its hint, and the refused amount's message under it. */
export function WithdrawAmountField({ inputRef, value, onChange, limits, message }: WithdrawAmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const formatValues = (m: Message) => ({
    ...m.values,
    amount: money.amount(Number(m.values?.amount ?? 0)),
    currency: money.word,
  });
  return (
    <Field
      id="withdraw-amount"
      label={t('withdraw.amount', { currency: money.word })}
      hint={
        limits &&
        t('withdraw.limits', {
          min: money.amount(limits.withdrawMin),
          max: money.amount(limits.withdrawMax),
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
          decimals={money.decimals}
          ref={inputRef}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
