import { useEffect, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { resendSecondsLeft, validateOtpCode } from '../model';

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
    <form noValidate onSubmit={submit}>
      <p className="mb-2">{t('register.otpSentTo', { phone })}</p>
      <p className="register-otp-ref">
        {t('register.otpRef')} <strong data-testid="otp-ref">{otpRef}</strong>
      </p>
      <Field id="register-otp" label={t('register.otpCode')} error={error && t(error)}>
        {(control) => (
          <FormControl
            {...control}
            isInvalid={!!error}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              onChange(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <BusyButton type="submit" wide busy={verifying} busyLabel={t('common.loading')}>
        {t('register.verify')}
      </BusyButton>
      <div className="text-center mt-2">
        <Button variant="link" onClick={onResend} disabled={secondsLeft > 0 || resending || verifying}>
          {secondsLeft > 0 ? t('register.resendIn', { seconds: secondsLeft }) : t('register.resend')}
        </Button>
      </div>
    </form>
  );
}
