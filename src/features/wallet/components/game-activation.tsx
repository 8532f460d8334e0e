import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { errorText } from '@/lib/errors';
import type { GameAccount } from '@/contract/wallet';
import { type useActivateGame } from '../api';

/** A game account not opened yet: what opening it means, the Open button, and its failure. */
export function GameActivation({
  game,
  activate,
}: {
  game: GameAccount;
  activate: ReturnType<typeof useActivateGame>;
}) {
  const { t } = useTranslation();
  const onActivate = () => {
    if (!activate.isPending) activate.mutate(game.code);
  };
  return (
    <div className="text-center">
      <p>{t('games.inactiveText', { name: game.name })}</p>
      {activate.isError && (
        <p className="alert alert-danger py-2" role="alert">
          {errorText(t, activate.error)}
        </p>
      )}
      <BusyButton onClick={onActivate} busy={activate.isPending} wide>
        {t('games.activate')}
      </BusyButton>
    </div>
  );
}
