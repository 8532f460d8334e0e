import { useTranslation } from 'react-i18next';
import type { GameAccount } from '@/contract/wallet';
import { imageUrl } from '@/rules/url';
import { BalanceAmount } from './balance-amount';

export function GameAccountCard({ game, onOpen }: { game: GameAccount; onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const logo = imageUrl(game.logo);
  return (
    <button
      type="button"
      className={`game-card${game.isActive ? ' game-card--active' : ''}`}
      onClick={() => onOpen(game.code)}
    >
      <span className="game-card__art" style={{ background: game.background }}>
        {logo && <img src={logo} alt="" width={56} height={56} loading="lazy" />}
      </span>
      <span className="game-card__body">
        <span className="game-card__name">{game.name}</span>
        {game.isActive ? (
          <>
            <span className="game-card__amount">
              <BalanceAmount value={game.amount} />
            </span>
            <span className="game-card__flag">{t('games.active')}</span>
          </>
        ) : (
          <span className="game-card__open">{t('games.openPrompt')}</span>
        )}
      </span>
    </button>
  );
}
