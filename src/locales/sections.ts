/**
 * The sections of the locale files that /login needs. They load first (the "startup" part); every
 * other page waits for the rest (see loadAllStrings in lib/i18n.ts), so a visitor's first load does
 * not carry the member pages' strings. The vite plugin locale-parts cuts each file in two.
 */
export const STARTUP_SECTIONS = [
  'common',
  'pagination',
  'language',
  'nav',
  'pages',
  'login',
  'notFound',
  'terminated',
  'errorBoundary',
  'validation',
  'errors',
  'connection',
] as const;

export type LocalePart = 'startup' | 'rest';

/** The startup or the rest part of one locale file. */
export function localePart(bundle: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  const startup = new Set<string>(STARTUP_SECTIONS);
  return Object.fromEntries(
    Object.entries(bundle).filter(([section]) => startup.has(section) === (part === 'startup')),
  );
}
