import { useState, type FormEvent } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { config } from '@/config';
import { phoneMessage } from '../login-model';

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
    <form noValidate onSubmit={submit}>
      <Field
        id="register-phone"
        label={t('register.phone')}
        error={error && t(error, { length: config.phoneLength })}
        hint={config.phoneLength ? t('register.phoneHint', { count: config.phoneLength }) : t('register.phoneHintAny')}
        hintGivesWay
      >
        {(control) => (
          <FormControl
            {...control}
            isInvalid={!!error}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            value={phone}
            onChange={(e) => {
              onChange(e.target.value);
              setError(null);
            }}
          />
        )}
      </Field>
      <BusyButton type="submit" wide busy={pending} busyLabel={t('common.loading')}>
        {t('common.next')}
      </BusyButton>
    </form>
  );
}
