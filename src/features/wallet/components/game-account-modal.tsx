import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useToast } from '@/components/toast/use-toast';
import type { GameAccount } from '@/contract/wallet';
import { errorText } from '@/lib/errors';
import { imageUrl } from '@/rules/url';
import { useActivateGame, useCredentials, useResetGamePassword } from '../api';
import { BalanceAmount } from './balance-amount';
import { GameActions } from './game-actions';
import { GameActivation } from './game-activation';
import { GameCredentials } from './game-credentials';
import { useGameLaunch } from '../hooks/use-game-launch';

export interface GameAccountModalProps {
  game: GameAccount | undefined;
  show: boolean;
  onHide: () => void;
  /** Opens the transfer modal with this game as the target. */
  onTransfer?: (code: string) => void;
}

/** A game account: opening it, then its balance, credentials and what the member can do with it. */
export function GameAccountModal({ game, show, onHide, onTransfer }: GameAccountModalProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const activate = useActivateGame();
  const reset = useResetGamePassword();
  const launch = useGameLaunch();
  const code = game?.code ?? '';
  // Activation succeeds before the wallet reload shows the account as open.
  const active = Boolean(game?.isActive) || activate.isSuccess;
  const credentials = useCredentials(code, show && active && Boolean(code));
  const logo = imageUrl(game?.logo);

  const onReset = () => {
    if (!code || reset.isPending) return;
    reset.mutate(code, { onSuccess: () => toast.success(t('games.passwordReset')) });
  };
  const problems = {
    reset: reset.isError && errorText(t, reset.error),
    launch: launch.error !== null && errorText(t, launch.error),
    refused: launch.refused && t('errors.UNSAFE_LINK'),
  };

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      titleId="game-account-title"
      titleClassName="d-flex align-items-center gap-2"
      title={
        <>
          {game && (
            <span className="game-modal__logo" style={{ background: game.background }}>
              {logo && <img src={logo} alt="" width={32} height={32} />}
            </span>
          )}
          {game?.name ?? t('games.title')}
        </>
      }
    >
      {!game && <p>{t('games.notFound')}</p>}
      {game && !active && (
        <GameActivation
          name={game.name}
          error={activate.error}
          busy={activate.isPending}
          onActivate={() => !activate.isPending && activate.mutate(code)}
        />
      )}
      {game && active && (
        <>
          <p className="d-flex justify-content-between">
            <span>{t('games.balance')}</span>
            <strong>
              <BalanceAmount value={game.amount} />
            </strong>
          </p>
          <GameCredentials
            credentials={credentials.data}
            error={credentials.error}
            onRetry={() => void credentials.refetch()}
          />
          {Object.entries(problems).map(
            ([kind, problem]) =>
              problem && (
                <p key={kind} className="alert alert-danger py-2" role="alert">
                  {problem}
                </p>
              ),
          )}
          <GameActions
            game={game}
            ready={Boolean(credentials.data)}
            onPlay={() => credentials.data && launch.play(game, credentials.data)}
            playing={launch.pending}
            onReset={onReset}
            resetting={reset.isPending}
            onTransfer={onTransfer}
          />
        </>
      )}
    </ModalFrame>
  );
}
