import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { currencyWord } from '@/lib/format';
import { formatBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import { toCurrency } from '@/rules/currency';
import type { DepositBank } from '../api';
import { BankLogo } from './bank-logo';

export interface BankAccountPanelProps {
  entry: DepositBank;
  /** Manual mode: a generic account panel without the automatic-deposit badge. */
  generic?: boolean;
  /** Wraps the copy of the account number (see CopyButton). */
  beforeCopy?: (copy: () => void) => void;
}

/** One account to transfer to: logo, bank name, account name and the number with a copy button. */
export function BankAccountPanel({ entry, generic = false, beforeCopy }: BankAccountPanelProps) {
  const { t, i18n } = useTranslation();
  const name = bankName(entry.bank, i18n.language, entry.bankCode);
  const number = entry.bankAccountNo.replace(/\D/g, '');
  const currency = toCurrency(entry.currency);
  const titleId = `deposit-bank-${entry.bankCode}-${entry.mode}`;
  return (
    <section className="deposit-account card" aria-labelledby={titleId}>
      <div className="card-body d-flex gap-3 align-items-start">
        <BankLogo code={entry.bankCode} />
        <div className="flex-grow-1 min-w-0">
          <h3 id={titleId} className="h6 mb-1">
            {name}
            {!generic && entry.mode === 'AUTO' && (
              <span className="badge text-bg-success ms-2">{t('deposit.bank.auto')}</span>
            )}
          </h3>
          {entry.bankAccountName && (
            <p className="mb-1 text-break">
              <span className="text-body-secondary">{t('deposit.bank.accountName')}: </span>
              {entry.bankAccountName}
            </p>
          )}
          {number ? (
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="text-body-secondary">{t('deposit.bank.accountNo')}:</span>
              <span className="deposit-account__number">{formatBankNumber(entry.bankAccountNo, entry.bankCode)}</span>
              <CopyButton text={number} beforeCopy={beforeCopy} />
            </div>
          ) : (
            <p className="mb-0 small text-body-secondary">{t('deposit.bank.noNumber')}</p>
          )}
          {entry.currency && currency !== 'THB' && (
            <p className="mb-0 small text-body-secondary">
              {/* The currency's word (GLOSSARY.md); a code the app does not know, as the server sent it. */}
              {t('deposit.bank.currency', {
                currency: currency ? currencyWord(currency, i18n.language) : entry.currency,
              })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
