import { useState, type FormEvent } from 'react';
import { config } from '@/config';
import { bankCurrency, currencyFirst } from '@/rules/bank-currency';
import { useBanks } from '@/lib/banks-query';
import { hasErrors, validateBank, type BankErrors, type BankInput } from '../model';

/**
 * The bank step's checks: the bank list (the chosen currency's banks first), the errors found on submit, and each
 * field's props; a change clears its own error and the English-only rule, which depends on the bank and both names.
 */
export function useBankStep(
  values: BankInput & { currency: string },
  onChange: (patch: Partial<BankInput>) => void,
  onSubmit: () => void,
  blocked: boolean,
) {
  const banks = useBanks();
  const [errors, setErrors] = useState<BankErrors>({});
  // The banks of the chosen currency first (the Laos build: Lao banks for LAK); the Thai build has no choice.
  const bankList = currencyFirst(banks.data ?? [], values.currency || config.defaultCurrency, (bank) =>
    bankCurrency(bank.code),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
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

  return { banks, bankList, errors, submit, field };
}
