import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useDelayedFlag } from './use-delayed-flag';

/** Quick requests finish before this, so they never flash the overlay. */
export const LOADING_OVERLAY_DELAY_MS = 200;

export function LoadingOverlay({ show }: { show: boolean }) {
  const { t } = useTranslation();
  const visible = useDelayedFlag(show, LOADING_OVERLAY_DELAY_MS);
  if (!visible) return null;

  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="position-fixed top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center"
      // Above modals (1055) so it blocks them too, below toasts (1090) so messages stay readable.
      style={{ zIndex: 1080, backgroundColor: 'rgba(255, 255, 255, 0.6)' }}
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
