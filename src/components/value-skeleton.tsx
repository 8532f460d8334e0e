import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A value's skeleton of a size, as a screen draws its not-yet-known values (all loading, or all failed). */
export type SkeletonOfSize = (size: 's' | 'm' | 'l') => ReactNode;

export interface ValueSkeletonProps {
  /** Width of the bar: a count (s), an amount (m) or a large total (l). */
  size?: 's' | 'm' | 'l';
  /** The load failed: the bar stays, still, and says the value is not available (never a 0). */
  failed?: boolean;
}

/** Where an amount or count will show once its data arrives: a bar, never 0 or 0.00. */
export function ValueSkeleton({ size = 'm', failed = false }: ValueSkeletonProps) {
  const { t } = useTranslation();
  return (
    <span
      className={`value-skeleton value-skeleton--${size}${failed ? ' value-skeleton--failed' : ''}`}
      aria-busy={!failed}
    >
      <span className="value-skeleton__bar" aria-hidden="true" />
      <span className="visually-hidden">{t(failed ? 'money.unavailable' : 'money.loading')}</span>
    </span>
  );
}
