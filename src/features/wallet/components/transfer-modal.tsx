import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import type { WalletResponse } from '@/contract/wallet';
import { useTransfer, useTransferAll } from '../api';
import {
  canTransfer,
  NONE,
  parseAmount,
  transferAccounts,
  transferAllAmount,
  validateTransfer,
  validateTransferAll,
  WALLET,
  type Message,
} from '../model';
import { MoneyReview } from './money-review';

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
  const dialog = useDialog();
  const transfer = useTransfer();
  const transferAll = useTransferAll();
  const [from, setFrom] = useState(initialTo && initialTo !== WALLET ? WALLET : NONE);
  const [to, setTo] = useState(initialTo ?? NONE);
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  // One request per confirmation: a second tap before the first answer is ignored.
  const flight = useSingleFlight();
  /** Transfer-all waits on this review for the member's Confirm; Back brings the form back as it was. */
  const [review, setReview] = useState<{ to: string; amount: number } | null>(null);
  const backFromReview = useRef(false);
  const transferAllButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    transferAllButton.current?.focus();
  }, [review]);
  const pending = transfer.isPending || transferAll.isPending;

  const amount = parseAmount(amountText);
  const accounts = wallet ? transferAccounts(wallet.slots) : [];

  const send = (request: () => Promise<unknown>) =>
    flight.run(async () => {
      try {
        await request();
        onHide();
        await dialog.success({ message: t('transfer.success') });
      } catch (error) {
        // Spec sections 4 and 8: the modal closes on the error dialog too (the wallet reloads only on success).
        onHide();
        await dialog.error({ message: errorText(t, error) });
      }
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying() || !canTransfer(amount)) return;
    const problem = validateTransfer({ from, to, amount });
    setMessage(problem);
    if (problem) return;
    void send(() => transfer.mutateAsync({ from, to, amount }));
  };

  const onTransferAll = () => {
    if (flight.flying()) return;
    const problem = validateTransferAll(to);
    setMessage(problem);
    if (problem) return;
    setReview({ to, amount: transferAllAmount(wallet, to) });
  };

  const onConfirm = () => {
    if (flight.flying() || !review) return;
    const target = review.to;
    void send(() => transferAll.mutateAsync(target));
  };

  const onBack = () => {
    backFromReview.current = true;
    setReview(null);
  };

  const accountName = (value: string) =>
    value === WALLET ? t('transfer.wallet') : (accounts.find((account) => account.value === value)?.name ?? value);

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
            title={t('review.transferAllTitle')}
            rows={[
              { label: t('review.amount'), value: money.format(review.amount) },
              { label: t('transfer.from'), value: t('review.transferAllFrom') },
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
      footerClassName="d-grid gap-2"
      footerStyle={{ gridTemplateColumns: '1fr 1fr' }}
      footer={
        <>
          <BusyButton
            ref={transferAllButton}
            type="button"
            variant="outline-primary"
            onClick={onTransferAll}
            busy={transferAll.isPending}
            disabled={pending || !wallet}
          >
            {t('transfer.all')}
          </BusyButton>
          <BusyButton type="submit" busy={transfer.isPending} disabled={pending || !wallet || !canTransfer(amount)}>
            {t('transfer.submit')}
          </BusyButton>
        </>
      }
    >
      {!wallet && (
        <p role="status" className="text-center">
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
        </p>
      )}
      {select('transfer-from', t('transfer.from'), from, setFrom)}
      {select('transfer-to', t('transfer.to'), to, setTo)}
      <Field
        id="transfer-amount"
        label={t('transfer.amount', { currency: money.word })}
        hint={t('transfer.hint', { amount: formatMoney(1), currency: money.word })}
        error={message && t(message.key, { ...message.values, currency: money.word })}
        errorId="transfer-message"
        errorStyle="alert"
        invalid={false}
      >
        {(control) => (
          <Form.Control
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            placeholder="0.00"
            onChange={(e) => {
              setAmountText(e.target.value);
              setMessage(null);
            }}
          />
        )}
      </Field>
    </ModalFrame>
  );
}
