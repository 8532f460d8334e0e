import { useState, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControl } from '@/components/form/field';
import { BusyButton } from '@/components/form/busy-button';
import { useSources } from '../api';
import { hasErrors, validateProfile, type ProfileErrors, type ProfileInput } from '../model';

export interface ProfileValues extends ProfileInput {
  inviteCode: string;
}

interface RegisterProfileStepProps {
  values: ProfileValues;
  onChange: (patch: Partial<ProfileValues>) => void;
  /** True when the invite code came from a link: shown but not editable. */
  inviteLocked: boolean;
  onNext: () => void;
  pending: boolean;
}

export function RegisterProfileStep({ values, onChange, inviteLocked, onNext, pending }: RegisterProfileStepProps) {
  const { t } = useTranslation();
  const sources = useSources();
  const [errors, setErrors] = useState<ProfileErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateProfile(values);
    setErrors(found);
    if (!hasErrors(found)) onNext();
  };

  const field = (name: keyof ProfileInput) => ({
    value: values[name],
    isInvalid: !!errors[name],
    onChange: (e: { target: { value: string } }) => {
      onChange({ [name]: e.target.value });
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const group = (name: keyof ProfileInput, label: string, control: (props: FieldControl) => ReactNode) => (
    <Field id={`register-${name}`} label={label} error={errors[name] && t(errors[name])}>
      {control}
    </Field>
  );

  return (
    <Form noValidate onSubmit={submit}>
      {group('name', t('register.name'), (c) => (
        <Form.Control {...c} type="text" autoComplete="name" {...field('name')} />
      ))}
      {group('password', t('register.password'), (c) => (
        <Form.Control {...c} type="password" autoComplete="new-password" {...field('password')} />
      ))}
      {group('confirmPassword', t('register.confirmPassword'), (c) => (
        <Form.Control {...c} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      ))}
      <Form.Group className="mb-3" controlId="register-sourceCode">
        <Form.Label>{t('register.source')}</Form.Label>
        <Form.Select {...field('sourceCode')} disabled={sources.isPending}>
          <option value="">{sources.isPending ? t('common.loading') : t('register.choose')}</option>
          {sources.data?.map((source) => (
            <option key={source.code} value={source.code}>
              {source.description}
            </option>
          ))}
        </Form.Select>
        {sources.isError && (
          <Form.Text className="text-danger d-block" role="alert">
            {t('register.lookupFailed')}{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={() => void sources.refetch()}
            >
              {t('common.retry')}
            </button>
          </Form.Text>
        )}
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-inviteCode">
        <Form.Label>{t('register.inviteCode')}</Form.Label>
        <Form.Control
          type="text"
          autoCapitalize="characters"
          value={values.inviteCode}
          readOnly={inviteLocked}
          plaintext={false}
          className={inviteLocked ? 'bg-body-secondary' : undefined}
          aria-describedby={inviteLocked ? 'register-invite-hint' : undefined}
          onChange={(e) => onChange({ inviteCode: e.target.value })}
        />
        {inviteLocked && <Form.Text id="register-invite-hint">{t('register.inviteFromLink')}</Form.Text>}
      </Form.Group>
      <BusyButton type="submit" wide busy={pending} busyLabel={t('common.loading')}>
        {t('common.next')}
      </BusyButton>
    </Form>
  );
}
