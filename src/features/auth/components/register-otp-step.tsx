import { useEffect, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { resendSecondsLeft, validateOtpCode } from '../model';
import { SubmitButton } from './submit-button';

interface RegisterOtpStepProps {
  phone: string;
  otpRef: string;
  /** Date.now() of the last send: the resend cooldown counts from here. */
  sentAt: number;
  code: string;
  onChange: (code: string) => void;
  onVerify: () => void;
  onResend: () => void;
  verifying: boolean;
  resending: boolean;
}

function useSecondsLeft(sentAt: number): number {
  const [left, setLeft] = useState(() => resendSecondsLeft(sentAt, Date.now()));
  useEffect(() => {
    setLeft(resendSecondsLeft(sentAt, Date.now()));
    const timer = setInterval(() => {
      const next = resendSecondsLeft(sentAt, Date.now());
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  return left;
}

export function RegisterOtpStep(props: RegisterOtpStepProps) {
  const { phone, otpRef, sentAt, code, onChange, onVerify, onResend, verifying, resending } = props;
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const secondsLeft = useSecondsLeft(sentAt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    const problem = validateOtpCode(code);
    setError(problem);
    if (!problem) onVerify();
  };

  return (
    <Form noValidate onSubmit={submit}>
      <p className="mb-2">{t('register.otpSentTo', { phone })}</p>
      <p className="register-otp-ref">
        {t('register.otpRef')} <strong data-testid="otp-ref">{otpRef}</strong>
      </p>
      <Form.Group className="mb-3" controlId="register-otp">
        <Form.Label>{t('register.otpCode')}</Form.Label>
        <Form.Control
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          isInvalid={!!error}
          aria-describedby={error ? 'register-otp-error' : undefined}
          onChange={(e) => {
            onChange(e.target.value);
            setError(null);
          }}
        />
        {error && (
          <Form.Control.Feedback id="register-otp-error" type="invalid" role="alert">
            {t(error)}
          </Form.Control.Feedback>
        )}
      </Form.Group>
      <SubmitButton pending={verifying}>{t('register.verify')}</SubmitButton>
      <div className="text-center mt-2">
        <Button variant="link" onClick={onResend} disabled={secondsLeft > 0 || resending || verifying}>
          {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.resend')}
        </Button>
      </div>
    </Form>
  );
}
