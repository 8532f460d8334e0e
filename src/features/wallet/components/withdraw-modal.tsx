import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import { formatBankNumber, maskBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import type { WalletResponse } from '@/contract/wallet';
import { useWithdraw, useWithdrawAll, useWithdrawLimits } from '../api';
import { parseAmount, totalBalance, validateWithdraw, withdrawAllAmount, type Message } from '../model';
import { MoneyReview } from './money-review';

export interface WithdrawModalProps {
  wallet: WalletResponse | undefined;
  show: boolean;
  onHide: () => void;
}

export function WithdrawModal({ wallet, show, onHide }: WithdrawModalProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const dialog = useDialog();
  const limits = useWithdrawLimits(show);
  const withdraw = useWithdraw();
  const withdrawAll = useWithdrawAll();
  const [amountText, setAmountText] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  /** The checked request waiting for the member's Confirm; the form comes back, as typed, on Back. */
  const [review, setReview] = useState<{ all: boolean; amount: number } | null>(null);
  const flight = useSingleFlight();
  const backFromReview = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    amountInput.current?.focus();
  }, [review]);
  const pending = withdraw.isPending || withdrawAll.isPending;
  const ready = Boolean(wallet && limits.data);

  const send = (request: () => Promise<unknown>) =>
    flight.run(async () => {
      try {
        await request();
        onHide();
        await dialog.success({ message: t('withdraw.success') });
      } catch (error) {
        // Spec sections 4 and 8: the modal closes on the error dialog too (the wallet reloads only on success).
        onHide();
        await dialog.error({ message: errorText(t, error) });
      }
    });

  const check = (amount: number): boolean => {
    if (!limits.data) return false;
    const problem = validateWithdraw(amount, limits.data);
    setMessage(problem);
    return problem === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying() || !ready) return;
    const amount = parseAmount(amountText);
    if (check(amount)) setReview({ all: false, amount });
  };

  const onWithdrawAll = () => {
    if (flight.flying() || !ready) return;
    const amount = withdrawAllAmount(wallet);
    setAmountText(amount.toFixed(2));
    if (check(amount)) setReview({ all: true, amount });
  };

  const onConfirm = () => {
    if (flight.flying() || !review) return;
    const { all, amount } = review;
    void send(() => (all ? withdrawAll : withdraw).mutateAsync(amount));
  };

  const onBack = () => {
    backFromReview.current = true;
    setReview(null);
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
    amount: formatMoney(Number(m.values?.amount ?? 0)),
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
              ...(destination ? [{ label: t('withdraw.toAccount'), value: destination }] : []),
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
            type="button"
            variant="outline-primary"
            onClick={onWithdrawAll}
            busy={withdrawAll.isPending}
            disabled={pending || !ready}
          >
            {t('withdraw.all')}
          </BusyButton>
          <BusyButton type="submit" busy={withdraw.isPending} disabled={pending || !ready}>
            {t('withdraw.submit')}
          </BusyButton>
        </>
      }
    >
      {(!wallet || limits.isPending) && (
        <p role="status" className="text-center">
          <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
        </p>
      )}
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
            min: formatMoney(limits.data.withdrawMin),
            max: formatMoney(limits.data.withdrawMax),
            currency: money.word,
          })
        }
        error={message && t(message.key, formatValues(message))}
        errorId="withdraw-message"
        errorStyle="alert"
        invalid={false}
      >
        {(control) => (
          <Form.Control
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            ref={amountInput}
            value={amountText}
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
