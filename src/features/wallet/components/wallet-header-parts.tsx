import type { ReactNode } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { InviteCounters } from '@/contract/wallet';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { WalletIcon } from './wallet-icon';

/** A value's skeleton of a size; `failed` when the wallet could not be loaded (no shimmer). */
export type Skeleton = (size: 's' | 'm' | 'l') => ReactNode;

/** When the balances were last loaded, and the refresh-balance button. */
export function SyncLine(props: {
  updatedAt: number | null;
  onRefresh: () => void;
  refreshing: boolean;
  skeleton: Skeleton;
}) {
  const { t } = useTranslation();
  const { updatedAt, onRefresh, refreshing, skeleton } = props;
  return (
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
  );
}

/** The wallet could not be loaded: why, and a retry. */
export function WalletLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
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
  );
}

export interface ReferralBonusProps {
  invite: InviteCounters | undefined;
  format: (amount: number) => string;
  skeleton: Skeleton;
  /** The referral-bonus receive flow; without it the button stays disabled. */
  onReceive?: () => void;
  receiving?: boolean;
}

/** The referral bonus waiting to be received, its Receive button, and the invite counters. */
export function ReferralBonus({ invite, format, skeleton, onReceive, receiving }: ReferralBonusProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-header__invite">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <span>
          {t('home.referralBonus')} <strong>{invite ? format(invite.amount) : skeleton('m')}</strong>
        </span>
        <Button
          size="sm"
          variant="warning"
          onClick={onReceive}
          disabled={!onReceive || (invite?.amount ?? 0) <= 0 || receiving}
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
  );
}
