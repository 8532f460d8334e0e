import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ValueSkeleton } from '@/components/value-skeleton';
import { WalletIcon, type WalletIconName } from './wallet-icon';

export interface HomeTilesProps {
  /** Spin tile when true, refresh-all when false; until the spin-active answer arrives (undefined) a placeholder tile. */
  spinActive: boolean | undefined;
  onDeposit: () => void;
  onWithdraw: () => void;
  onSpin: () => void;
  onRefreshAll: () => void;
  refreshing: boolean;
  onInvite: () => void;
  /** The bonus page: the bonuses to take, the active one, and the promo-code form. */
  onBonuses: () => void;
  onRefund: () => void;
}

interface Tile {
  id: string;
  icon: WalletIconName;
  label: string;
  onClick: () => void;
  busy?: boolean;
  /** Not known yet: a disabled tile with a skeleton label. */
  pending?: boolean;
}

/** The widget tiles of home; the route decides what each one opens. */
export function HomeTiles(props: HomeTilesProps) {
  const { t } = useTranslation();
  const tiles: Tile[] = [
    { id: 'deposit', icon: 'deposit', label: t('home.tiles.deposit'), onClick: props.onDeposit },
    { id: 'withdraw', icon: 'withdraw', label: t('home.tiles.withdraw'), onClick: props.onWithdraw },
    props.spinActive === undefined
      ? { id: 'pending', icon: 'spin', label: t('money.loading'), onClick: () => undefined, pending: true }
      : props.spinActive
        ? { id: 'spin', icon: 'spin', label: t('home.tiles.spin'), onClick: props.onSpin }
        : {
            id: 'refresh',
            icon: 'refresh',
            label: t('home.tiles.refreshAll'),
            onClick: props.onRefreshAll,
            busy: props.refreshing,
          },
    { id: 'invite', icon: 'invite', label: t('home.tiles.invite'), onClick: props.onInvite },
    { id: 'bonuses', icon: 'gift', label: t('home.tiles.bonuses'), onClick: props.onBonuses },
    { id: 'refund', icon: 'refund', label: t('home.tiles.refund'), onClick: props.onRefund },
  ];

  return (
    <nav className="home-tiles" aria-label={t('home.tiles.label')}>
      <ul className="home-tiles__list">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <button
              type="button"
              className={`home-tile home-tile--${tile.id}`}
              onClick={tile.onClick}
              disabled={tile.busy || tile.pending}
              aria-busy={tile.pending || undefined}
            >
              <span className="home-tile__icon">
                {tile.busy ? (
                  <Spinner animation="border" size="sm" aria-hidden="true" />
                ) : (
                  <WalletIcon name={tile.icon} size={26} />
                )}
              </span>
              {tile.pending ? (
                <span className="home-tile__label">
                  <ValueSkeleton size="m" />
                </span>
              ) : (
                <span className="home-tile__label">{tile.label}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
