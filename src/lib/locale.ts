import { config, LOCALES, type Locale } from '@/config';
import { readItem, STORAGE_KEYS } from './storage';

/*
 * The member's language as a plain value, without i18next: the HTTP client names it on every call, and a member
 * page's first calls go out before i18next has loaded (src/app/first-load/first-calls.ts). i18n.ts plugs i18next in.
 */
let shown: () => unknown = () => undefined;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a first load starts in: the member's choice, else the build's. */
export function initialLocale(): Locale {
  const saved = readItem(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : config.defaultLocale;
}

/** The language shown: i18next's once it runs, before that (or if it holds none of ours) the one a load starts in. */
export function currentLocale(): Locale {
  const locale = shown();
  return isLocale(locale) ? locale : initialLocale();
}

/** i18n.ts: where the language shown is read. */
export function followShownLocale(read: () => unknown): void {
  shown = read;
}
