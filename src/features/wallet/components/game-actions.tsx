import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { GatedLink } from '@/components/gated-link';
import type { GameAccount } from '@/contract/wallet';
import { appLinks, canLaunchOnWeb, detectPlatform } from '../model';
import { WalletIcon } from './wallet-icon';

export interface GameActionsProps {
  game: GameAccount;
  /** The credentials are loaded: Play and Reset need them. */
  ready: boolean;
  onPlay: () => void;
  playing: boolean;
  onReset: () => void;
  resetting: boolean;
  onTransfer?: (code: string) => void;
}

/** What the member can do with an open game account: play on the web, open its app, transfer, reset the password. */
export function GameActions({ game, ready, onPlay, playing, onReset, resetting, onTransfer }: GameActionsProps) {
  const { t } = useTranslation();
  const links = appLinks(game, detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <div className="d-grid gap-2">
      {canLaunchOnWeb(game) && (
        <BusyButton
          size="lg"
          onClick={onPlay}
          busy={playing}
          disabled={!ready}
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
        busy={resetting}
        disabled={!ready}
        icon={<WalletIcon name="key" size={18} />}
      >
        {t('games.resetPassword')}
      </BusyButton>
    </div>
  );
}
