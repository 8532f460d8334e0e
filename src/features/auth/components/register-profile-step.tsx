import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
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
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
    onChange: (e: { target: { value: string } }) => {
      onChange({ [name]: e.target.value });
      setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const feedback = (name: keyof ProfileInput) =>
    errors[name] ? (
      <Form.Control.Feedback id={`register-${name}-error`} type="invalid" role="alert">
        {t(errors[name])}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="register-name">
        <Form.Label>{t('register.name')}</Form.Label>
        <Form.Control type="text" autoComplete="name" {...field('name')} />
        {feedback('name')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-password">
        <Form.Label>{t('register.password')}</Form.Label>
        <Form.Control type="password" autoComplete="new-password" {...field('password')} />
        {feedback('password')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-confirmPassword">
        <Form.Label>{t('register.confirmPassword')}</Form.Label>
        <Form.Control type="password" autoComplete="new-password" {...field('confirmPassword')} />
        {feedback('confirmPassword')}
      </Form.Group>
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
