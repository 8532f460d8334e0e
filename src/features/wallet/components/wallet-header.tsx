import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { useMoney } from '@/lib/member-currency';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import type { WalletResponse } from '@/contract/wallet';
import { totalBalance } from '../model';
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
  // Until the wallet and the member's currency are known every amount and count is a skeleton, never 0.
  const known = wallet && money.currency ? wallet : undefined;
  const failed = error != null && !known;
  const skeleton = (size: 's' | 'm' | 'l') => <ValueSkeleton size={size} failed={failed} />;
  const invite = known?.invite;
  const bonus = invite?.amount ?? 0;

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
        <span className="wallet-header__label" id="total-balance-label">
          {t('home.totalBalance')}
        </span>
        <output className="wallet-header__total" aria-labelledby="total-balance-label" aria-live="polite">
          {known ? money.format(totalBalance(known)) : skeleton('l')}
        </output>
        <span className="wallet-header__wallet">
          {known ? (
            t('home.walletAmount', { amount: money.format(known.wallet.amount) })
          ) : (
            <>
              {t('home.walletAmount', { amount: '' })}
              {skeleton('m')}
            </>
          )}
        </span>
      </div>

      <div className="wallet-header__sync">
        <span>
          {updatedAt ? (
            t('home.updatedAt', { time: formatDateTime(updatedAt) })
          ) : (
            <>
              {t('home.updatedAt', { time: '' })}
              {skeleton('m')}
            </>
          )}
        </span>
        <Button
          variant="light"
          size="sm"
          className="wallet-header__refresh"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('home.refreshBalance')}
        >
          {refreshing ? (
            <Spinner animation="border" size="sm" aria-hidden="true" />
          ) : (
            <WalletIcon name="refresh" size={18} />
          )}
        </Button>
      </div>

      {error != null && (
        <div
          className="alert alert-warning wallet-header__failed py-2 mt-2 mb-0 d-flex align-items-center justify-content-between gap-2"
          role="alert"
        >
          <span>
            {t('home.loadFailed')} {errorText(t, error)}
          </span>
          <Button size="sm" variant="outline-dark" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}

      <div className="wallet-header__invite">
        <div className="d-flex align-items-center justify-content-between gap-2">
          <span>
            {t('home.referralBonus')} <strong>{invite ? money.format(invite.amount) : skeleton('m')}</strong>
          </span>
          <Button
            size="sm"
            variant="warning"
            onClick={onReceiveBonus}
            disabled={!onReceiveBonus || bonus <= 0 || receiving}
          >
            {t('home.receive')}
          </Button>
        </div>
        <dl className="wallet-header__counters">
          <div>
            <dt>{t('home.inviteSuccess')}</dt>
            <dd>{invite ? invite.success : skeleton('s')}</dd>
          </div>
          <div>
            <dt>{t('home.inviteFail')}</dt>
            <dd>{invite ? invite.fail : skeleton('s')}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
