import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameAccount, GameCategory } from '@/contract/wallet';
import { GameAccountCard } from './game-account-card';

interface GameAccountRowProps {
  category: GameCategory;
  games: GameAccount[];
  onOpen: (code: string) => void;
}

/** One horizontally scrolling row of game accounts. */
export function GameAccountRow({ category, games, onOpen }: GameAccountRowProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="game-row" aria-labelledby={headingId}>
      <h2 className="game-row__title h6" id={headingId}>
        {t(`games.category.${category}`)}
      </h2>
      {games.length === 0 ? (
        <p className="text-body-secondary small mb-0">{t('games.none')}</p>
      ) : (
        <ul className="game-row__list">
          {games.map((game) => (
            <li key={game.code}>
              <GameAccountCard game={game} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
