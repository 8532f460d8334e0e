import type { CSSProperties } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';

/**
 * A section's "Loading…" line, announced at once (role="status"). Its spinner appears and turns only once
 * the wait passes 0.6 s (spinner-delayed in src/styles/_skeleton.scss).
 */
export function LoadingLine({ className = 'text-center py-4', style }: { className?: string; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div className={className} style={style} role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" className="spinner-delayed" />{' '}
      <span>{t('common.loading')}</span>
    </div>
  );
}
