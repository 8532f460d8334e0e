import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import type { GameCredentials as Credentials } from '@/contract/wallet';

export interface GameCredentialsProps {
  /** The username and password, once loaded. */
  credentials: Credentials | undefined;
  /** Why they did not load, if they did not. */
  error: unknown;
  onRetry: () => void;
}

/** The game's username and password with copy buttons, or their loading line, or their error with a retry. */
export function GameCredentials({ credentials, error, onRetry }: GameCredentialsProps) {
  const { t } = useTranslation();
  if (!credentials)
    return error == null ? (
      <LoadingLine className="text-center mb-3" />
    ) : (
      <LoadFailed error={error} onRetry={onRetry} className="alert alert-danger py-2" />
    );
  const { username, password } = credentials;
  return (
    <dl className="game-modal__credentials">
      <div>
        <dt>{t('games.username')}</dt>
        <dd>
          <code>{username}</code>
          <CopyButton text={username} label={t('games.copyUsername')} />
        </dd>
      </div>
      <div>
        <dt>{t('games.password')}</dt>
        <dd>
          <code>{password}</code>
          <CopyButton text={password} label={t('games.copyPassword')} />
        </dd>
      </div>
    </dl>
  );
}
