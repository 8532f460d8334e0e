import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { useDialog } from '@/components/dialog/use-dialog';
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
  const inFlight = useRef(false);
  const backFromReview = useRef(false);
  const amountInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (review || !backFromReview.current) return;
    backFromReview.current = false;
    amountInput.current?.focus();
  }, [review]);
  const pending = withdraw.isPending || withdrawAll.isPending;
  const ready = Boolean(wallet && limits.data);

  const send = async (request: () => Promise<unknown>) => {
    inFlight.current = true;
    try {
      await request();
      onHide();
      await dialog.success({ message: t('withdraw.success') });
    } catch (error) {
      // Spec sections 4 and 8: the modal closes on the error dialog too (the wallet reloads only on success).
      onHide();
      await dialog.error({ message: errorText(t, error) });
    } finally {
      inFlight.current = false;
    }
  };

  const check = (amount: number): boolean => {
    if (!limits.data) return false;
    const problem = validateWithdraw(amount, limits.data);
    setMessage(problem);
    return problem === null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !ready) return;
    const amount = parseAmount(amountText);
    if (check(amount)) setReview({ all: false, amount });
  };

  const onWithdrawAll = () => {
    if (inFlight.current || !ready) return;
    const amount = withdrawAllAmount(wallet);
    setAmountText(amount.toFixed(2));
    if (check(amount)) setReview({ all: true, amount });
  };

  const onConfirm = () => {
    if (inFlight.current || !review) return;
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
      {bankName(bank.bank, i18n.language, bank.bankCode)} <span className="text-nowrap">{maskBankNumber(bank.bankAccountNo)}</span>
      <br />
      {bank.bankAccountName}
    </>
  );
  const formatValues = (m: Message) => ({ ...m.values, amount: formatMoney(Number(m.values?.amount ?? 0)), currency: money.word });

  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby="withdraw-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="withdraw-title" as="h2" className="h5">
          {t('withdraw.title')}
        </Modal.Title>
      </Modal.Header>
      {review && (
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
      )}
      <Form noValidate onSubmit={onSubmit} hidden={review !== null}>
        <Modal.Body>
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
                    {bankName(bank.bank, i18n.language, bank.bankCode)} <span className="text-nowrap">{formatBankNumber(bank.bankAccountNo)}</span>
                    <br />
                    {bank.bankAccountName}
                  </dd>
                </div>
              )}
            </dl>
          )}
          <Form.Group className="mb-3" controlId="withdraw-amount">
            <Form.Label>{t('withdraw.amount', { currency: money.word })}</Form.Label>
            <Form.Control
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
              aria-describedby={message ? 'withdraw-message' : 'withdraw-hint'}
            />
            {limits.data && (
              <Form.Text id="withdraw-hint">
                {t('withdraw.limits', { min: formatMoney(limits.data.withdrawMin), max: formatMoney(limits.data.withdrawMax), currency: money.word })}
              </Form.Text>
            )}
          </Form.Group>
          {message && (
            <p id="withdraw-message" className="alert alert-danger py-2 mb-0" role="alert">
              {t(message.key, formatValues(message))}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer className="d-grid gap-2" style={{ gridTemplateColumns: '1fr 1fr' }}>
          <Button type="button" variant="outline-primary" onClick={onWithdrawAll} disabled={pending || !ready}>
            {withdrawAll.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('withdraw.all')}
          </Button>
          <Button type="submit" disabled={pending || !ready}>
            {withdraw.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('withdraw.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
