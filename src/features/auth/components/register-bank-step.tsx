import { useState, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Field, type FieldControl } from '@/components/form/field';
import { BusyButton } from '@/components/form/busy-button';
import { config } from '@/config';
import { useBanks } from '../api';
import { bankAccountName } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import { bankCurrency, currencyFirst } from '@/rules/bank-currency';
import { hasErrors, validateBank, type BankErrors, type BankInput } from '../model';

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

export function RegisterBankStep({ values, onChange, onSubmit, pending, done }: RegisterBankStepProps) {
  const { t, i18n } = useTranslation();
  const banks = useBanks();
  const [errors, setErrors] = useState<BankErrors>({});
  const accountName = bankAccountName(values.firstName, values.lastName);
  // The banks of the chosen currency first (the Laos build: Lao banks for LAK); the Thai build has no choice.
  const bankList = currencyFirst(banks.data ?? [], values.currency || config.defaultCurrency, (bank) =>
    bankCurrency(bank.code),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending || done) return;
    const found = validateBank(values);
    setErrors(found);
    if (!hasErrors(found)) onSubmit();
  };

  const field = (name: keyof BankInput) => ({
    value: values[name],
    isInvalid: !!errors[name],
    onChange: (e: { target: { value: string } }) => {
      onChange({ [name]: e.target.value });
      // The English-only rule depends on the bank and both names: any of them clears it.
      setErrors((current) => {
        const next: BankErrors = { ...current };
        delete next[name];
        if (next.firstName === 'validation.bankNameEnglish') delete next.firstName;
        return next;
      });
    },
  });

  const group = (name: keyof BankInput, label: string, control: (props: FieldControl) => ReactNode) => (
    <Field id={`register-${name}`} label={label} error={errors[name] && t(errors[name])}>
      {control}
    </Field>
  );

  return (
    <Form noValidate onSubmit={submit}>
      {group('bankCode', t('register.bank'), (c) => (
        <>
          <Form.Select {...c} {...field('bankCode')} disabled={banks.isPending}>
            <option value="">{banks.isPending ? t('common.loading') : t('register.choose')}</option>
            {bankList.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bankName(bank, i18n.language, bank.code)} ({bank.code})
              </option>
            ))}
          </Form.Select>
          {banks.isError && (
            <Form.Text className="text-danger d-block" role="alert">
              {t('register.lookupFailed')}{' '}
              <button
                type="button"
                className="btn btn-link btn-sm p-0 align-baseline"
                onClick={() => void banks.refetch()}
              >
                {t('common.retry')}
              </button>
            </Form.Text>
          )}
        </>
      ))}
      {group('bankAccountNo', t('register.accountNo'), (c) => (
        <Form.Control {...c} type="text" inputMode="numeric" autoComplete="off" {...field('bankAccountNo')} />
      ))}
      {group('firstName', t('register.firstName'), (c) => (
        <Form.Control {...c} type="text" autoComplete="given-name" className="text-uppercase" {...field('firstName')} />
      ))}
      {group('lastName', t('register.lastName'), (c) => (
        <Form.Control {...c} type="text" autoComplete="family-name" className="text-uppercase" {...field('lastName')} />
      ))}
      <p className="register-account-name">
        <span className="text-body-secondary">{t('register.accountName')}</span>{' '}
        <strong data-testid="account-name">{accountName || '—'}</strong>
      </p>
      {config.currencies.length > 0 && (
        <Form.Group className="mb-3" controlId="register-currency">
          <Form.Label>{t('register.currency')}</Form.Label>
          <Form.Select value={values.currency} onChange={(e) => onChange({ currency: e.target.value })}>
            {config.currencies.map((currency) => (
              <option key={currency} value={currency}>
                {t(`register.currencyOption.${currency}`, { defaultValue: currency })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
      <BusyButton type="submit" wide busy={pending} busyLabel={t('common.loading')} disabled={done}>
        {t('register.submit')}
      </BusyButton>
    </Form>
  );
}
