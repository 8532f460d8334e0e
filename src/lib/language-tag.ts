import type { Locale } from '@/config';

/** BCP 47 tag for <html lang>, Accept-Language and dayjs (see format.ts): the spec's "la" is Lao, "lo". */
export function languageTag(locale: Locale): string {
  return locale === 'la' ? 'lo' : locale;
}
