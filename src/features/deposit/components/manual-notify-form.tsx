import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { useNotifyDeposit } from '../api';
import { parseAmount } from '../model';

/** Manual mode: the member tells the team how much they sent (a pending notice, checked by staff). */
export function ManualNotifyForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const notify = useNotifyDeposit();
  const inFlight = useRef(false);
  const [amountText, setAmountText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const amount = parseAmount(amountText);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!(amount > 0)) {
      setInvalid(true);
      return;
    }
    inFlight.current = true;
    try {
      await notify.mutateAsync(amount);
      toast.success(t('deposit.manual.sent'));
      setAmountText('');
    } catch (error) {
      toast.danger(errorText(t, error));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)} className="card">
      <div className="card-body">
        <h3 className="h6">{t('deposit.manual.notifyTitle')}</h3>
        <Form.Group className="mb-2" controlId={`${id}-amount`}>
          <Form.Label>{t('deposit.manual.amount')}</Form.Label>
          <Form.Control
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={amountText}
            isInvalid={invalid}
            onChange={(e) => {
              setAmountText(e.target.value);
              setInvalid(false);
            }}
            aria-describedby={`${id}-hint`}
          />
          {invalid && (
            <Form.Control.Feedback type="invalid" role="alert">
              {t('deposit.manual.invalidAmount')}
            </Form.Control.Feedback>
          )}
          <Form.Text id={`${id}-hint`}>{t('deposit.manual.hint')}</Form.Text>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={notify.isPending || amountText.trim() === ''}>
          {notify.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
          {t('deposit.manual.notify')}
        </Button>
      </div>
    </Form>
  );
}
