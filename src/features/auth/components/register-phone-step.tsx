import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { phoneMessage } from '../login-model';
import { SubmitButton } from './submit-button';

interface RegisterPhoneStepProps {
  phone: string;
  onChange: (phone: string) => void;
  onNext: () => void;
  pending: boolean;
}

export function RegisterPhoneStep({ phone, onChange, onNext, pending }: RegisterPhoneStepProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = phoneMessage(phone, config.phoneLength);
    setError(problem);
    if (!problem) onNext();
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="register-phone">
        <Form.Label>{t('register.phone')}</Form.Label>
        <Form.Control
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={phone}
          isInvalid={!!error}
          aria-describedby={error ? 'register-phone-error' : 'register-phone-hint'}
          onChange={(e) => {
            onChange(e.target.value);
            setError(null);
          }}
        />
        {error ? (
          <Form.Control.Feedback id="register-phone-error" type="invalid" role="alert">
            {t(error, { length: config.phoneLength })}
          </Form.Control.Feedback>
        ) : (
          <Form.Text id="register-phone-hint">
            {config.phoneLength ? t('register.phoneHint', { count: config.phoneLength }) : t('register.phoneHintAny')}
          </Form.Text>
        )}
      </Form.Group>
      <SubmitButton pending={pending}>{t('common.next')}</SubmitButton>
    </Form>
  );
}
