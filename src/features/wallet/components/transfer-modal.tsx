import { useRef, useState, type FormEvent } from 'react';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { errorText } from '@/lib/errors';
import { formatMoney } from '@/lib/format';
import type { WalletResponse } from '@/contract/wallet';
import { useTransfer, useTransferAll } from '../api';
import { canTransfer, NONE, parseAmount, transferAccounts, validateTransfer, validateTransferAll, WALLET, type Message } from '../model';

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
  const inFlight = useRef(false);
  const pending = transfer.isPending || transferAll.isPending;

  const amount = parseAmount(amountText);
  const accounts = wallet ? transferAccounts(wallet.slots) : [];

  const send = async (request: () => Promise<unknown>) => {
    inFlight.current = true;
    try {
      await request();
      onHide();
      await dialog.success({ message: t('transfer.success') });
    } catch (error) {
      // Spec sections 4 and 8: the modal closes on the error dialog too (the wallet reloads only on success).
      onHide();
      await dialog.error({ message: errorText(t, error) });
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !canTransfer(amount)) return;
    const problem = validateTransfer({ from, to, amount });
    setMessage(problem);
    if (problem) return;
    void send(() => transfer.mutateAsync({ from, to, amount }));
  };

  const onTransferAll = () => {
    if (inFlight.current) return;
    const problem = validateTransferAll(to);
    setMessage(problem);
    if (problem) return;
    void send(() => transferAll.mutateAsync(to));
  };

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
    <Modal show={show} onHide={onHide} centered aria-labelledby="transfer-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="transfer-title" as="h2" className="h5">
          {t('transfer.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={onSubmit}>
        <Modal.Body>
          {!wallet && (
            <p role="status" className="text-center">
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
            </p>
          )}
          {select('transfer-from', t('transfer.from'), from, setFrom)}
          {select('transfer-to', t('transfer.to'), to, setTo)}
          <Form.Group className="mb-3" controlId="transfer-amount">
            <Form.Label>{t('transfer.amount', { currency: money.word })}</Form.Label>
            <Form.Control
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amountText}
              placeholder="0.00"
              onChange={(e) => {
                setAmountText(e.target.value);
                setMessage(null);
              }}
              aria-describedby={message ? 'transfer-message' : 'transfer-hint'}
            />
            <Form.Text id="transfer-hint">{t('transfer.hint', { amount: formatMoney(1), currency: money.word })}</Form.Text>
          </Form.Group>
          {message && (
            <p id="transfer-message" className="alert alert-danger py-2 mb-0" role="alert">
              {t(message.key, { ...message.values, currency: money.word })}
            </p>
          )}
        </Modal.Body>
        <Modal.Footer className="d-grid gap-2" style={{ gridTemplateColumns: '1fr 1fr' }}>
          <Button type="button" variant="outline-primary" onClick={onTransferAll} disabled={pending || !wallet}>
            {transferAll.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('transfer.all')}
          </Button>
          <Button type="submit" disabled={pending || !wallet || !canTransfer(amount)}>
            {transfer.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('transfer.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
