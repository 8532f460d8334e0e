import { REQUEST_HEADERS } from '@/contract/endpoint';

/** The languages the mock answers its server HTML and texts in (the app's th, la, en). */
export type MockLang = 'th' | 'la' | 'en';

/** One text in each language. */
export type Localized<T = string> = Record<MockLang, T>;

/**
 * The language a request asks for by its Accept-Language header: the first of its tags the mock knows
 * (th; lo, the tag of the spec's "la", or la; en), else Thai, the product's default.
 */
export function langOf(request: Request): MockLang {
  const header = request.headers.get(REQUEST_HEADERS.language) ?? '';
  for (const part of header.split(',')) {
    const primary = part.split(';')[0].trim().split('-')[0].toLowerCase();
    if (primary === 'th') return 'th';
    if (primary === 'lo' || primary === 'la') return 'la';
    if (primary === 'en') return 'en';
  }
  return 'th';
}
