import type { ReactNode } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormSelect from 'react-bootstrap/FormSelect';
import FormText from 'react-bootstrap/FormText';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControl } from '@/components/form/field';
import { BusyButton } from '@/components/form/busy-button';
import { config } from '@/config';
import { bankAccountName } from '@/rules/bank-account';
import { bankOptionLabel } from '@/rules/bank-name';
import type { BankInput } from '../model';
import { useBankStep } from '../hooks/use-bank-step';

export interface BankValues extends BankInput {
  currency: string;
}

interface RegisterBankStepProps {
  values: BankValues;
  onChange: (patch: Partial<BankValues>) => void;
  onSubmit: () => void;
  pending: boolean;
  /** After success the button stays disabled until the redirect. */
  done: boolean;
}

/** The bank lookup failed: says so, with a retry beside it. */
function BanksLookupFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <FormText className="text-danger d-block" role="alert">
      {t('register.lookupFailed')}{' '}
      <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </FormText>
  );
}

/** The currency the account is in (only in builds that offer a choice). */
function CurrencySelect({ value, onChange }: { value: string; onChange: (currency: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormGroup className="mb-3" controlId="register-currency">
      <FormLabel>{t('register.currency')}</FormLabel>
      <FormSelect value={value} onChange={(e) => onChange(e.target.value)}>
        {config.currencies.map((currency) => (
          <option key={currency} value={currency}>
            {t(`register.currencyOption.${currency}`, { defaultValue: currency })}
          </option>
        ))}
      </FormSelect>
    </FormGroup>
  );
}

export function RegisterBankStep({ values, onChange, onSubmit, pending, done }: RegisterBankStepProps) {
  const { t, i18n } = useTranslation();
  const { banks, bankList, errors, submit, field } = useBankStep(values, onChange, onSubmit, pending || done);
  const accountName = bankAccountName(values.firstName, values.lastName);

  const group = (name: keyof BankInput, label: string, control: (props: FieldControl) => ReactNode) => (
    <Field id={`register-${name}`} label={label} error={errors[name] && t(errors[name])}>
      {control}
    </Field>
  );

  return (
    <form noValidate onSubmit={submit}>
      {group('bankCode', t('register.bank'), (c) => (
        <>
          <FormSelect {...c} {...field('bankCode')} disabled={banks.isPending}>
            <option value="">{banks.isPending ? t('common.loading') : t('register.choose')}</option>
            {bankList.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bankOptionLabel(bank, i18n.language)}
              </option>
            ))}
          </FormSelect>
          {banks.isError && <BanksLookupFailed onRetry={() => void banks.refetch()} />}
        </>
      ))}
      {group('bankAccountNo', t('register.accountNo'), (c) => (
        <FormControl {...c} type="text" inputMode="numeric" autoComplete="off" {...field('bankAccountNo')} />
      ))}
      {group('firstName', t('register.firstName'), (c) => (
        <FormControl {...c} type="text" autoComplete="given-name" className="text-uppercase" {...field('firstName')} />
      ))}
      {group('lastName', t('register.lastName'), (c) => (
        <FormControl {...c} type="text" autoComplete="family-name" className="text-uppercase" {...field('lastName')} />
      ))}
      <p className="register-account-name">
        <span className="text-body-secondary">{t('register.accountName')}</span>{' '}
        <strong data-testid="account-name">{accountName || '—'}</strong>
      </p>
      {config.currencies.length > 0 && (
        <CurrencySelect value={values.currency} onChange={(currency) => onChange({ currency })} />
      )}
      <BusyButton type="submit" wide busy={pending} busyLabel={t('common.loading')} disabled={done}>
        {t('register.submit')}
      </BusyButton>
    </form>
  );
}
