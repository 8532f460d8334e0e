import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useMoney } from '@/lib/member-currency';
import type { WalletResponse } from '@/contract/wallet';
import { useBalancesHidden } from '../balance-visibility';
import { totalBalance } from '../model';
import { BalanceAmount, HiddenAmount } from './balance-amount';
import { BalanceToggle } from './balance-toggle';
import { ReferralBonus } from './referral-bonus';
import { SyncLine } from './sync-line';
import { WalletLoadFailed } from './wallet-load-failed';
import { WalletIcon } from './wallet-icon';

export interface WalletHeaderProps {
  wallet: WalletResponse | undefined;
  /** When the balances were last loaded (ms), shown as the last-updated time. */
  updatedAt: number | null;
  /** The wallet load failure, shown with its translated code; null while the wallet is fine. */
  error: unknown;
  onRetry: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** The referral-bonus receive flow; without it the button stays disabled. */
  onReceiveBonus?: () => void;
  receiving?: boolean;
}

/**
 * Home's header: the member's name and coins, the total and what can be withdrawn (with the eye that hides them),
 * the sync line and the referral bonus.
 */
export function WalletHeader({
  wallet,
  updatedAt,
  error,
  onRetry,
  onRefresh,
  refreshing,
  onReceiveBonus,
  receiving,
}: WalletHeaderProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { hidden } = useBalancesHidden();
  // Until the wallet and the member's currency are known every amount and count is a skeleton, never 0.
  const known = wallet && money.currency ? wallet : undefined;
  const failed = error != null && !known;
  const skeleton = (size: 's' | 'm' | 'l') => <ValueSkeleton size={size} failed={failed} />;

  return (
    <section className="wallet-header" aria-labelledby="wallet-header-title">
      <h1 id="wallet-header-title" className="visually-hidden">
        {t('pages.home')}
      </h1>
      <div className="wallet-header__top">
        <p className="wallet-header__name mb-0">
          {wallet ? t('home.greeting', { name: wallet.profile.name }) : skeleton('l')}
        </p>
        <p className="wallet-header__coin mb-0">
          <WalletIcon name="coin" size={18} />
          <span>
            {known ? (
              t('home.coins', { value: known.profile.coin })
            ) : (
              <>
                {t('home.coins', { value: '' })}
                {skeleton('s')}
              </>
            )}
          </span>
        </p>
      </div>

      <div className="wallet-header__balance">
        <div className="wallet-header__headline">
          <div className="wallet-header__figure">
            <span className="wallet-header__label" id="total-balance-label">
              {t('home.totalBalance')}
            </span>
            <output className="wallet-header__total" aria-labelledby="total-balance-label" aria-live="polite">
              {known ? <BalanceAmount value={totalBalance(known)} /> : skeleton('l')}
            </output>
          </div>
          <BalanceToggle />
        </div>
        {/* What can be withdrawn (the wallet; game balances are transferred first) reads as clearly as the total. */}
        <div className="wallet-header__figure">
          <span className="wallet-header__label">{t('home.withdrawable')}</span>
          <span className="wallet-header__wallet">
            {known && !hidden ? (
              t('home.walletAmount', { amount: money.format(known.wallet.amount) })
            ) : (
              <>
                {t('home.walletAmount', { amount: '' })}
                {known ? <HiddenAmount /> : skeleton('m')}
              </>
            )}
          </span>
        </div>
      </div>

      <SyncLine updatedAt={updatedAt} onRefresh={onRefresh} refreshing={refreshing} skeleton={skeleton} />
      {error != null && <WalletLoadFailed error={error} onRetry={onRetry} />}
      <ReferralBonus
        invite={known?.invite}
        format={(amount) => <BalanceAmount value={amount} />}
        skeleton={skeleton}
        onReceive={onReceiveBonus}
        receiving={receiving}
      />
    </section>
  );
}
