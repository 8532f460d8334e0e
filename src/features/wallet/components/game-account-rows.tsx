import Placeholder from 'react-bootstrap/Placeholder';
import { useTranslation } from 'react-i18next';
import type { GameAccount } from '@/contract/wallet';
import { GAME_CATEGORIES, groupByCategory } from '../model';
import { GameAccountRow } from './game-account-row';

interface GameAccountRowsProps {
  slots: GameAccount[] | undefined;
  onOpen: (code: string) => void;
}

/** The three rows of game accounts: slot, sport plus casino, lotto. */
export function GameAccountRows({ slots, onOpen }: GameAccountRowsProps) {
  const { t } = useTranslation();
  if (!slots) {
    return (
      <div className="game-rows" role="status" aria-label={t('common.loading')}>
        {GAME_CATEGORIES.map((category) => (
          <Placeholder
            key={category}
            as="div"
            animation="glow"
            className="game-row game-row--loading"
            aria-hidden="true"
          >
            <Placeholder xs={4} />
            <Placeholder className="game-row__placeholder" xs={12} />
          </Placeholder>
        ))}
      </div>
    );
  }
  const groups = groupByCategory(slots);
  return (
    <div className="game-rows">
      {GAME_CATEGORIES.map((category) => (
        <GameAccountRow key={category} category={category} games={groups[category]} onOpen={onOpen} />
      ))}
    </div>
  );
}
