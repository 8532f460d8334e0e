import type { ReactElement } from 'react';

export interface PathIconProps {
  /** The SVG path data, drawn in a box x box square (24 by default). */
  d: string;
  size?: number;
  box?: number;
  /** Stroked line icon (default) or a filled shape. */
  variant?: 'stroke' | 'fill';
}

/** A decorative single-path icon; the control that holds it carries the accessible name. */
export function PathIcon({ d, size = 24, box = 24, variant = 'stroke' }: PathIconProps): ReactElement {
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
    // Never shrinks as a flex item: beside a long text it was squeezed to a few pixels.
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      className="flex-shrink-0"
      aria-hidden="true"
      focusable="false"
      {...paint}
    >
      <path d={d} />
    </svg>
  );
}

const CHEVRONS = { previous: 'M10 3 5 8l5 5', next: 'm6 3 5 5-5 5' };

/** The 16 px arrow of a "previous" or "next" control (pagination, the banner carousel). */
export const Chevron = ({ to }: { to: keyof typeof CHEVRONS }) => <PathIcon d={CHEVRONS[to]} size={16} box={16} />;
