/** The member asked the system for less motion (`prefers-reduced-motion: reduce`). Read when needed, so a change applies to the next animation. */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
