import { useState, type FormEvent, type ReactNode } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormText from 'react-bootstrap/FormText';
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
    <form noValidate onSubmit={submit}>
      {group('name', t('register.name'), (c) => (
        <FormControl {...c} type="text" autoComplete="name" {...field('name')} />
      ))}
      {group('password', t('register.password'), (c) => (
        <FormControl {...c} type="password" autoComplete="new-password" {...field('password')} />
      ))}
      {group('confirmPassword', t('register.confirmPassword'), (c) => (
        <FormControl {...c} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      ))}
      <FormGroup className="mb-3" controlId="register-sourceCode">
        <FormLabel>{t('register.source')}</FormLabel>
        <FormSelect {...field('sourceCode')} disabled={sources.isPending}>
          <option value="">{sources.isPending ? t('common.loading') : t('register.choose')}</option>
          {sources.data?.map((source) => (
            <option key={source.code} value={source.code}>
              {source.description}
            </option>
          ))}
        </FormSelect>
        {sources.isError && (
          <FormText className="text-danger d-block" role="alert">
            {t('register.lookupFailed')}{' '}
            <button
              type="button"
              className="btn btn-link btn-sm p-0 align-baseline"
              onClick={() => void sources.refetch()}
            >
              {t('common.retry')}
            </button>
          </FormText>
        )}
      </FormGroup>
      <FormGroup className="mb-3" controlId="register-inviteCode">
        <FormLabel>{t('register.inviteCode')}</FormLabel>
        <FormControl
          type="text"
          autoCapitalize="characters"
          value={values.inviteCode}
          readOnly={inviteLocked}
          plaintext={false}
          className={inviteLocked ? 'bg-body-secondary' : undefined}
          aria-describedby={inviteLocked ? 'register-invite-hint' : undefined}
          onChange={(e) => onChange({ inviteCode: e.target.value })}
        />
        {inviteLocked && <FormText id="register-invite-hint">{t('register.inviteFromLink')}</FormText>}
      </FormGroup>
      <BusyButton type="submit" wide busy={pending} busyLabel={t('common.loading')}>
        {t('common.next')}
      </BusyButton>
    </form>
  );
}
