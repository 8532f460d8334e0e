import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { config, LOCALES, type Locale } from '@/config';
import { readItem, STORAGE_KEYS, writeItem } from './storage';

type Bundle = Record<string, unknown>;

// Only the member's language is fetched; the other two load when chosen.
const loaders: Record<Locale, () => Promise<{ default: Bundle }>> = {
  th: () => import('../locales/th.json'),
  la: () => import('../locales/la.json'),
  en: () => import('../locales/en.json'),
};

/** BCP 47 tag for <html lang> and dayjs (see format.ts): the spec's "la" is Lao, whose tag is "lo". */
export function languageTag(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function initialLocale(): Locale {
  const saved = readItem(STORAGE_KEYS.locale);
  return isLocale(saved) ? saved : config.defaultLocale;
}

async function ensureBundle(locale: Locale): Promise<void> {
  if (i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', bundle.default, true, true);
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
      showSupportNotice: false,
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
