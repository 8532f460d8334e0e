import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';

/** The wallet could not be loaded: why, and a retry. */
export function WalletLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      className="alert alert-warning wallet-header__failed py-2 mt-2 mb-0 d-flex align-items-center justify-content-between gap-2"
      role="alert"
    >
      <span>
        {t('home.loadFailed')} {errorText(t, error)}
      </span>
      <Button size="sm" variant="outline-dark" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
