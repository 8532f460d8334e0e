import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { SkeletonOfSize } from '@/components/value-skeleton';
import { formatDateTime } from '@/lib/format';
import { WalletIcon } from './wallet-icon';

/** When the balances were last loaded, and the refresh-balance button. */
export function SyncLine(props: {
  updatedAt: number | null;
  onRefresh: () => void;
  refreshing: boolean;
  skeleton: SkeletonOfSize;
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
