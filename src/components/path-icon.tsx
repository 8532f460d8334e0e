import type { ReactElement } from 'react';

export interface PathIconProps {
  /** The SVG path data, drawn in a 24x24 box. */
  d: string;
  size?: number;
  /** Stroked line icon (default) or a filled shape. */
  variant?: 'stroke' | 'fill';
}

/** A decorative single-path icon; the control that holds it carries the accessible name. */
export function PathIcon({ d, size = 24, variant = 'stroke' }: PathIconProps): ReactElement {
  const paint =
    variant === 'fill'
      ? { fill: 'currentColor' }
      : {
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round' as const,
          strokeLinejoin: 'round' as const,
        };
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...paint}>
      <path d={d} />
    </svg>
  );
}
