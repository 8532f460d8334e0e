import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { errorText } from '@/lib/errors';

/**
 * The wheel's place while its setup loads: title + wheel of min(350px, 85% of the width) + hint, so the coupon
 * table below does not jump down when the wheel arrives (layout shift).
 */
export function WheelLoading() {
  return (
    <LoadingLine
      className="spin-wheel justify-content-center"
      style={{ minHeight: 'calc(min(350px, 85vw) + 4.875rem)' }}
    />
  );
}

/** The setup could not be loaded: why, and a retry. */
export function WheelLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="text-center py-4">
      <p className="mb-2">{t('spin.loadFailed')}</p>
      <p className="small text-body-secondary">{errorText(t, error)}</p>
      <Button variant="outline-primary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** No active wheel (or one without slices): the member is told the wheel is off. */
export function WheelInactive() {
  const { t } = useTranslation();
  return (
    <section className="spin-wheel card card-body text-center" aria-labelledby="spin-inactive-title">
      <h2 id="spin-inactive-title" className="h5">
        {t('spin.inactiveTitle')}
      </h2>
      <p className="mb-0 text-body-secondary">{t('spin.inactive')}</p>
    </section>
  );
}
