import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import { LoadingLine } from '@/components/loading-line';
import { ModalFrame } from '@/components/modal-frame';
import type { WalletResponse } from '@/contract/wallet';
import { useTransfer, useTransferAll } from '../api';
import {
  canTransfer,
  NONE,
  parseAmount,
  transferAccounts,
  transferAllAmount,
  transferAllSources,
  validateTransfer,
  validateTransferAll,
  WALLET,
  type MoveSource,
} from '../model';
import { MoneyReview } from './money-review';
import { MoveSources } from './move-sources';
import { MoveButtons, moveFooter } from './move-buttons';
import { useMoveForm } from './use-move-form';
import type { ReceiptParty } from '@/lib/receipt';

/** What waits for Confirm: a typed transfer (from, to, amount) or transfer-all (to, and what it takes from). */
interface TransferReview {
  all: boolean;
  from: string;
  to: string;
  amount: number;
  sources: MoveSource[];
}

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
  const transfer = useTransfer();
  const transferAll = useTransferAll();
  const [from, setFrom] = useState(initialTo && initialTo !== WALLET ? WALLET : NONE);
  const [to, setTo] = useState(initialTo ?? NONE);
  /** A transfer and transfer-all wait on their review for the member's Confirm; Back brings the form back as it was. */
  const move = useMoveForm<TransferReview, HTMLButtonElement>(t('transfer.success'), onHide);
  const { amountText, message, setMessage, review, setReview, flying, send } = move;
  // Back from a typed transfer's review returns to the amount (after the hook's move to Transfer all).
  const amountField = useRef<HTMLInputElement>(null);
  const backToAmount = useRef(false);
  useEffect(() => {
    if (review || !backToAmount.current) return;
    backToAmount.current = false;
    amountField.current?.focus();
  }, [review]);
  const pending = transfer.isPending || transferAll.isPending;

  const amount = parseAmount(amountText);
  const accounts = wallet ? transferAccounts(wallet.slots) : [];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flying() || !canTransfer(amount)) return;
    const problem = validateTransfer({ from, to, amount });
    setMessage(problem);
    if (problem) return;
    setReview({ all: false, from, to, amount, sources: [] });
  };

  const onTransferAll = () => {
    if (flying()) return;
    const problem = validateTransferAll(to, wallet);
    setMessage(problem);
    if (problem) return;
    setReview({
      all: true,
      from: NONE,
      to,
      amount: transferAllAmount(wallet, to),
      sources: transferAllSources(wallet, to),
    });
  };

  const onConfirm = () => {
    if (flying() || !review) return;
    const { all, ...one } = review;
    // The transfer-all call names only its target (spec section 7): its receipt says where the money went.
    void send(
      () =>
        all
          ? transferAll.mutateAsync(one.to)
          : transfer.mutateAsync({ from: one.from, to: one.to, amount: one.amount }),
      () =>
        all
          ? { move: 'transferAll', amount: one.amount, to: party(one.to), at: new Date() }
          : { move: 'transfer', amount: one.amount, from: party(one.from), to: party(one.to), at: new Date() },
    );
  };

  const onBack = () => {
    backToAmount.current = review?.all === false;
    move.onBack();
  };

  const accountName = (value: string) =>
    value === WALLET ? t('transfer.wallet') : (accounts.find((account) => account.value === value)?.name ?? value);
  const party = (value: string): ReceiptParty =>
    value === WALLET ? { kind: 'wallet' } : { kind: 'game', name: accountName(value) };

  const option = (value: string, label: string, balance: number) => (
    <option key={value} value={value}>
      {label} ({money.format(balance)})
    </option>
  );

  const select = (id: string, label: string, value: string, onChange: (next: string) => void) => (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setMessage(null);
        }}
        aria-describedby={message ? 'transfer-message' : undefined}
      >
        <option value={NONE}>{t('transfer.choose')}</option>
        {wallet && option(WALLET, t('transfer.wallet'), wallet.wallet.amount)}
        {accounts.map((account) => option(account.value, account.name, account.amount))}
      </Form.Select>
    </Form.Group>
  );

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="transfer-title"
      title={t('transfer.title')}
      before={
        review && (
          <MoneyReview
            title={t('review.transferTitle')}
            rows={[
              { label: t('review.amount'), value: money.format(review.amount) },
              {
                label: t('transfer.from'),
                value: review.all ? <MoveSources sources={review.sources} /> : accountName(review.from),
              },
              { label: t('transfer.to'), value: accountName(review.to) },
            ]}
            pending={pending}
            onBack={onBack}
            onConfirm={onConfirm}
          />
        )
      }
      onSubmit={onSubmit}
      formHidden={review !== null}
      {...moveFooter}
      footer={
        <MoveButtons
          allRef={move.backFocus}
          allLabel={t('transfer.all')}
          onAll={onTransferAll}
          allBusy={transferAll.isPending}
          submitLabel={t('transfer.submit')}
          submitBusy={transfer.isPending}
          disabled={pending || !wallet}
          submitDisabled={!canTransfer(amount)}
        />
      }
    >
      {!wallet && <LoadingLine className="text-center mb-3" />}
      {select('transfer-from', t('transfer.from'), from, setFrom)}
      {select('transfer-to', t('transfer.to'), to, setTo)}
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
            ref={amountField}
            value={amountText}
            onChange={move.typed}
          />
        )}
      </Field>
    </ModalFrame>
  );
}
