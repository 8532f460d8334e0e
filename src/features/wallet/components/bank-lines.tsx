import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/contract/entities';
import { formatBankNumber, maskBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';

/** The member's bank account: its bank, number (masked on the review, in full on the form) and name. */
export function BankLines({ bank, masked }: { bank: BankAccount; masked: boolean }) {
  const { i18n } = useTranslation();
  return (
    <>
      {bankName(bank.bank, i18n.language, bank.bankCode)}{' '}
      <span className="text-nowrap">
        {masked
          ? maskBankNumber(bank.bankAccountNo, bank.bankCode)
          : formatBankNumber(bank.bankAccountNo, bank.bankCode)}
      </span>
      <br />
      {bank.bankAccountName}
    </>
  );
}
