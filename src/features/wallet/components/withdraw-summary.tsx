import { useTranslation } from 'react-i18next';
import type { BankAccount } from '@/contract/entities';
import { BalanceAmount } from './balance-amount';
import { BankLines } from './bank-lines';

export interface WithdrawSummaryProps {
  walletAmount: number;
  totalAmount: number;
  bank: BankAccount | undefined;
}

/** What the member withdraws from and to: the wallet balance, the total of all balances, the bank account. */
export function WithdrawSummary({ walletAmount, totalAmount, bank }: WithdrawSummaryProps) {
  const { t } = useTranslation();
  return (
    <dl className="withdraw-modal__summary">
      <div>
        <dt>{t('withdraw.walletBalance')}</dt>
        <dd>
          <BalanceAmount value={walletAmount} />
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.totalBalance')}</dt>
        <dd>
          <BalanceAmount value={totalAmount} />
        </dd>
      </div>
      {bank && (
        <div>
          <dt>{t('withdraw.toAccount')}</dt>
          <dd>
            <BankLines bank={bank} masked={false} />
          </dd>
        </div>
      )}
    </dl>
  );
}
