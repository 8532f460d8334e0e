import { useState, type FormEvent } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { config } from '@/config';
import { useBanks } from '../api';
import { bankAccountName } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
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
    'aria-describedby': errors[name] ? `register-${name}-error` : undefined,
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

  const feedback = (name: keyof BankInput) =>
    errors[name] ? (
      <Form.Control.Feedback id={`register-${name}-error`} type="invalid" role="alert">
        {t(errors[name])}
      </Form.Control.Feedback>
    ) : null;

  return (
    <Form noValidate onSubmit={submit}>
      <Form.Group className="mb-3" controlId="register-bankCode">
        <Form.Label>{t('register.bank')}</Form.Label>
        <Form.Select {...field('bankCode')} disabled={banks.isPending}>
          <option value="">{banks.isPending ? t('common.loading') : t('register.choose')}</option>
          {banks.data?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bankName(bank, i18n.language, bank.code)} ({bank.code})
            </option>
          ))}
        </Form.Select>
        {feedback('bankCode')}
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
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-bankAccountNo">
        <Form.Label>{t('register.accountNo')}</Form.Label>
        <Form.Control type="text" inputMode="numeric" autoComplete="off" {...field('bankAccountNo')} />
        {feedback('bankAccountNo')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-firstName">
        <Form.Label>{t('register.firstName')}</Form.Label>
        <Form.Control type="text" autoComplete="given-name" className="text-uppercase" {...field('firstName')} />
        {feedback('firstName')}
      </Form.Group>
      <Form.Group className="mb-3" controlId="register-lastName">
        <Form.Label>{t('register.lastName')}</Form.Label>
        <Form.Control type="text" autoComplete="family-name" className="text-uppercase" {...field('lastName')} />
        {feedback('lastName')}
      </Form.Group>
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
                {currency}
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
