import { useState } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { ModalFrame } from '@/components/modal-frame';
import { useMoney } from '@/lib/member-currency';
import { CopyButton } from '@/components/copy-button';
import { GatedLink } from '@/components/gated-link';
import { useToast } from '@/components/toast/use-toast';
import { config } from '@/config';
import { errorText } from '@/lib/errors';
import type { GameAccount } from '@/contract/wallet';
import { imageUrl } from '@/rules/url';
import { autoLogin, useActivateGame, useCredentials, useResetGamePassword } from '../api';
import { cancelLaunch, finishLaunch, openLaunchWindow } from '../launch';
import { appLinks, canLaunchOnWeb, detectPlatform, launchPlan } from '../model';
import { WalletIcon } from './wallet-icon';

export interface GameAccountModalProps {
  game: GameAccount | undefined;
  show: boolean;
  onHide: () => void;
  /** Opens the transfer modal with this game as the target. */
  onTransfer?: (code: string) => void;
}

export function GameAccountModal({ game, show, onHide, onTransfer }: GameAccountModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const toast = useToast();
  const activate = useActivateGame();
  const reset = useResetGamePassword();
  const code = game?.code ?? '';
  // Activation succeeds before the wallet reload shows the account as open.
  const active = Boolean(game?.isActive) || activate.isSuccess;
  const credentials = useCredentials(code, show && active && Boolean(code));
  const [launchError, setLaunchError] = useState<unknown>(null);
  // The game's link (its web link or the autoLogin answer) failed the URL gate: nothing was opened.
  const [launchRefused, setLaunchRefused] = useState(false);
  const launch = useSingleFlight();

  const onActivate = () => {
    if (!code || activate.isPending) return;
    activate.mutate(code);
  };

  const onReset = () => {
    if (!code || reset.isPending) return;
    reset.mutate(code, { onSuccess: () => toast.success(t('games.passwordReset')) });
  };

  // Synchronous up to window.open: phone browsers block tabs opened after an await.
  const onPlay = () => {
    if (!game || !credentials.data || launch.flying()) return;
    const plan = launchPlan(game, credentials.data, { allowHttpForms: config.allowHttpGameForms });
    if (plan.kind === 'none') return;
    setLaunchError(null);
    setLaunchRefused(plan.kind === 'refused');
    if (plan.kind === 'refused') return;
    const target = openLaunchWindow(config.gamesOpenInNewTab, `game-${game.code}`);
    if (plan.kind !== 'autoLogin') {
      setLaunchRefused(!finishLaunch(plan, target));
      return;
    }
    launch.start();
    autoLogin(plan.params)
      .then(({ link }) => setLaunchRefused(!finishLaunch(plan, target, link)))
      .catch((error: unknown) => {
        cancelLaunch(target);
        setLaunchError(error);
      })
      .finally(launch.end);
  };

  const links = game ? appLinks(game, detectPlatform(navigator.userAgent, navigator.maxTouchPoints)) : [];
  const logo = imageUrl(game?.logo);

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
      )}

      {game && active && (
        <>
          <p className="d-flex justify-content-between">
            <span>{t('games.balance')}</span>
            <strong>{money.format(game.amount)}</strong>
          </p>
          {credentials.isPending && (
            <p role="status" className="text-center">
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
            </p>
          )}
          {credentials.isError && (
            <div className="alert alert-danger py-2" role="alert">
              <p className="mb-2">{errorText(t, credentials.error)}</p>
              <Button size="sm" variant="outline-danger" onClick={() => void credentials.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          )}
          {credentials.data && (
            <dl className="game-modal__credentials">
              <div>
                <dt>{t('games.username')}</dt>
                <dd>
                  <code>{credentials.data.username}</code>
                  <CopyButton text={credentials.data.username} label={t('games.copyUsername')} />
                </dd>
              </div>
              <div>
                <dt>{t('games.password')}</dt>
                <dd>
                  <code>{credentials.data.password}</code>
                  <CopyButton text={credentials.data.password} label={t('games.copyPassword')} />
                </dd>
              </div>
            </dl>
          )}
          {reset.isError && (
            <p className="alert alert-danger py-2" role="alert">
              {errorText(t, reset.error)}
            </p>
          )}
          {launchError !== null && (
            <p className="alert alert-danger py-2" role="alert">
              {errorText(t, launchError)}
            </p>
          )}
          {launchRefused && (
            <p className="alert alert-danger py-2" role="alert">
              {t('errors.UNSAFE_LINK')}
            </p>
          )}
          <div className="d-grid gap-2">
            {canLaunchOnWeb(game) && (
              <BusyButton
                size="lg"
                onClick={onPlay}
                busy={launch.pending}
                disabled={!credentials.data}
                icon={<WalletIcon name="play" size={18} />}
              >
                {t('games.play')}
              </BusyButton>
            )}
            {links.map((link) => (
              <GatedLink key={link.platform} className="btn btn-outline-primary" href={link.url}>
                {t(`games.app.${link.platform}`)}
              </GatedLink>
            ))}
            {onTransfer && (
              <Button variant="outline-primary" onClick={() => onTransfer(game.code)}>
                <WalletIcon name="transfer" size={18} /> {t('games.transfer')}
              </Button>
            )}
            <BusyButton
              variant="outline-secondary"
              onClick={onReset}
              busy={reset.isPending}
              disabled={!credentials.data}
              icon={<WalletIcon name="key" size={18} />}
            >
              {t('games.resetPassword')}
            </BusyButton>
          </div>
        </>
      )}
    </ModalFrame>
  );
}
