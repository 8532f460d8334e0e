import { Button, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { CopyButton } from '@/components/copy-button';
import type { GameCredentials as Credentials } from '@/contract/wallet';
import { errorText } from '@/lib/errors';

/** The game's username and password with copy buttons, or their loading line, or their error with a retry. */
export function GameCredentials({ credentials }: { credentials: UseQueryResult<Credentials> }) {
  const { t } = useTranslation();
  if (credentials.isPending)
    return (
      <p role="status" className="text-center">
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  if (credentials.isError)
    return (
      <div className="alert alert-danger py-2" role="alert">
        <p className="mb-2">{errorText(t, credentials.error)}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void credentials.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  const { username, password } = credentials.data;
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
