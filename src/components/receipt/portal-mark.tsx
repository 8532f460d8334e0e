import { PORTAL_MARK } from '@/lib/portal-mark';

/** The portal's mark beside its name (decorative: the name is the text). */
export function PortalMark({ size }: { size: number }) {
  const { box, radius, background, foreground, path } = PORTAL_MARK;
  return (
    <svg viewBox={`0 0 ${box} ${box}`} width={size} height={size} aria-hidden="true" focusable="false">
      <rect width={box} height={box} rx={radius} fill={background} />
      <path d={path} fill={foreground} />
    </svg>
  );
}
