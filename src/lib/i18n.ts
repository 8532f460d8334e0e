import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale } from '@/config';
import { type LocalePart } from '@/locales/sections';
import { languageTag } from './language-tag';
import { currentLocale, followShownLocale, initialLocale, isLocale } from './locale';
import { STORAGE_KEYS, writeItem } from './storage';

export { currentLocale, initialLocale, isLocale, languageTag };
followShownLocale(() => i18next.language);

type Bundle = Record<string, unknown>;

// Only the member's language is fetched, and on /login only the part it needs (see locales/sections.ts); any other
// page's first load takes both parts in one file (`all`). The other two languages load when chosen.
const loaders: Record<Locale, Record<LocalePart | 'all', () => Promise<{ default: Bundle }>>> = {
  th: {
    startup: () => import('../locales/th.json?part=startup'),
    rest: () => import('../locales/th.json?part=rest'),
    all: () => import('../locales/th.json?part=all'),
  },
  la: {
    startup: () => import('../locales/la.json?part=startup'),
    rest: () => import('../locales/la.json?part=rest'),
    all: () => import('../locales/la.json?part=all'),
  },
  en: {
    startup: () => import('../locales/en.json?part=startup'),
    rest: () => import('../locales/en.json?part=rest'),
    all: () => import('../locales/en.json?part=all'),
  },
};

const loadedParts = new Set<string>();
// Once any page beyond /login has asked for every string, a language switch loads both parts.
let allStringsWanted = false;

async function ensureBundle(locale: Locale): Promise<void> {
  const wanted: LocalePart[] = allStringsWanted ? ['startup', 'rest'] : ['startup'];
  const missing = wanted.filter((part) => !loadedParts.has(`${locale}:${part}`));
  if (missing.length === 0) return;
  // Both parts missing: one file, as the head start preloads it for any page but /login.
  const bundle = await loaders[locale][missing.length === 2 ? 'all' : missing[0]]();
  i18next.addResourceBundle(locale, 'translation', bundle.default, true, true);
  missing.forEach((part) => loadedParts.add(`${locale}:${part}`));
}

/** Every string of the current language; pages other than /login wait for this before they render. */
export async function loadAllStrings(): Promise<void> {
  allStringsWanted = true;
  await ensureBundle(currentLocale());
}

function applyLocale(locale: Locale): void {
  const tag = languageTag(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}

/** `allStrings`: the first page is not /login, and waits for every string (loadAllStrings): both parts at once. */
export async function initI18n(locale: Locale = initialLocale(), { allStrings = false } = {}): Promise<typeof i18next> {
  if (allStrings) allStringsWanted = true;
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      resources: {},
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await changeLocale(locale, { persist: false });
  return i18next;
}

/** Switches the language, remembers the choice and keeps <html lang> in step (format.ts follows i18next). */
export async function changeLocale(locale: Locale, { persist = true } = {}): Promise<void> {
  await ensureBundle(locale);
  await i18next.changeLanguage(locale);
  applyLocale(locale);
  if (persist) writeItem(STORAGE_KEYS.locale, locale);
}

export { i18next };
