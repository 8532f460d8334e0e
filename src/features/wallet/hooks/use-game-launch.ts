import { useState } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { config } from '@/config';
import type { GameAccount, GameCredentials } from '@/contract/wallet';
import { autoLogin } from '../api';
import { cancelLaunch, finishLaunch, openLaunchWindow } from '../launch';
import { launchPlan } from '../model';

/**
 * Starting a game from its credentials (spec section 7, game launch): the autoLogin call in flight, its failure,
 * and whether the game's link failed the URL gate (then nothing was opened).
 */
export function useGameLaunch() {
  const [error, setError] = useState<unknown>(null);
  const [refused, setRefused] = useState(false);
  const flight = useSingleFlight();

  // Synchronous up to window.open: phone browsers block tabs opened after an await.
  const play = (game: GameAccount, credentials: GameCredentials) => {
    if (flight.flying()) return;
    const plan = launchPlan(game, credentials, { allowHttpForms: config.allowHttpGameForms });
    if (plan.kind === 'none') return;
    setError(null);
    setRefused(plan.kind === 'refused');
    if (plan.kind === 'refused') return;
    const target = openLaunchWindow(config.gamesOpenInNewTab, `game-${game.code}`);
    if (plan.kind !== 'autoLogin') {
      setRefused(!finishLaunch(plan, target));
      return;
    }
    flight.start();
    autoLogin(plan.params)
      .then(({ link }) => setRefused(!finishLaunch(plan, target, link)))
      .catch((failure: unknown) => {
        cancelLaunch(target);
        setError(failure);
      })
      .finally(flight.end);
  };

  return { play, pending: flight.pending, error, refused };
}
