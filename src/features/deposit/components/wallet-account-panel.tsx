import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { CopyButton } from '@/components/copy-button';
import { WALLET_LOGO } from '../bank-logos';
import { BankLogo } from './bank-logo';
import { GIFT_LINK_MINIMUM } from '../model';

/** AUTO card-wallet deposit: the wallet account to send to. */
export function WalletAccountPanel({ walletAccountName }: { walletAccountName: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="deposit-account card" aria-labelledby="deposit-wallet-title">
      <div className="card-body d-flex gap-3 align-items-start">
        <BankLogo code={WALLET_LOGO} />
        <div className="flex-grow-1 min-w-0">
          <h3 id="deposit-wallet-title" className="h6 mb-1">
            {t('deposit.wallet.title')}
            <span className="badge text-bg-success ms-2">{t('deposit.bank.auto')}</span>
          </h3>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
            <span className="text-body-secondary">{t('deposit.bank.accountName')}:</span>
            <span className="text-break">{walletAccountName}</span>
            <CopyButton text={walletAccountName} />
          </div>
          <p className="small text-body-secondary mb-0">
            {t('deposit.wallet.hint', { amount: money.amount(GIFT_LINK_MINIMUM), currency: money.word })}
          </p>
        </div>
      </div>
    </section>
  );
}
