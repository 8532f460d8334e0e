import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { config, LOCALES, type Locale } from '@/config';
import { type LocalePart } from '@/locales/sections';
import { languageTag } from './language-tag';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

export { languageTag };

type Bundle = Record<string, unknown>;

// Only the member's language is fetched, and at first only the part /login needs (see
// locales/sections.ts); the other two languages load when chosen.
const loaders: Record<Locale, Record<LocalePart, () => Promise<{ default: Bundle }>>> = {
  th: { startup: () => import('../locales/th.json?part=startup'), rest: () => import('../locales/th.json?part=rest') },
  la: { startup: () => import('../locales/la.json?part=startup'), rest: () => import('../locales/la.json?part=rest') },
  en: { startup: () => import('../locales/en.json?part=startup'), rest: () => import('../locales/en.json?part=rest') },
};

const loadedParts = new Set<string>();
// Once any page beyond /login has asked for every string, a language switch loads both parts.
let allStringsWanted = false;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function initialLocale(): Locale {
  const saved = readItem(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : config.defaultLocale;
}

async function ensureBundle(locale: Locale): Promise<void> {
  const parts: LocalePart[] = allStringsWanted ? ['startup', 'rest'] : ['startup'];
  await Promise.all(
    parts
      .filter((part) => !loadedParts.has(`${locale}:${part}`))
      .map(async (part) => {
        const bundle = await loaders[locale][part]();
        i18next.addResourceBundle(locale, 'translation', bundle.default, true, true);
        loadedParts.add(`${locale}:${part}`);
      }),
  );
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

export async function initI18n(locale: Locale = initialLocale()): Promise<typeof i18next> {
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

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : config.defaultLocale;
}

export { i18next };
