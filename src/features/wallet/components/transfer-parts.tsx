import type { Ref } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import type { WalletResponse } from '@/contract/wallet';
import { useMoney } from '@/lib/member-currency';
import { NONE, WALLET, type Message, type TransferReview } from '../model';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';

export interface TransferAccountSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (next: string) => void;
  wallet: WalletResponse | undefined;
  accounts: readonly { value: string; name: string; amount: number }[];
  /** The transfer's message is showing: the select points at it. */
  described: boolean;
}

/** One end of a transfer: the wallet or a game account, each with its balance. */
export function TransferAccountSelect({
  id,
  label,
  value,
  onChange,
  wallet,
  accounts,
  described,
}: TransferAccountSelectProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const option = (optionValue: string, optionLabel: string, balance: number) => (
    <option key={optionValue} value={optionValue}>
      {optionLabel} ({money.format(balance)})
    </option>
  );
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={described ? 'transfer-message' : undefined}
      >
        <option value={NONE}>{t('transfer.choose')}</option>
        {wallet && option(WALLET, t('transfer.wallet'), wallet.wallet.amount)}
        {accounts.map((account) => option(account.value, account.name, account.amount))}
      </Form.Select>
    </Form.Group>
  );
}

export interface TransferAmountFieldProps {
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (text: string) => void;
  message: Message | null;
}

/** The amount to transfer, its hint, and the transfer's message (a refused amount or end) under it. */
export function TransferAmountField({ inputRef, value, onChange, message }: TransferAmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <Field
      id="transfer-amount"
      label={t('transfer.amount', { currency: money.word })}
      hint={t('transfer.hint', { amount: money.amount(1), currency: money.word })}
      error={
        message &&
        t(message.key, {
          ...message.values,
          ...(message.values?.amount === undefined ? {} : { amount: money.amount(message.values.amount) }),
          currency: money.word,
        })
      }
      errorId="transfer-message"
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
