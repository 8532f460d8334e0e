/**
 * The URL gate: every URL that comes from the server (or from a member) passes one of these
 * functions before it reaches a sink. Each answers the URL to use, or null: a null is never
 * followed, posted to or loaded. Shared by the app and the mock; pure (no DOM, no config).
 *
 * Choices, in one place:
 * - Allowlists, not blocklists: a sink accepts only the forms named below; anything else (relative
 *   "page.html", ftp:, javascript:, vbscript:, file:, intent:, custom schemes, ...) is refused.
 * - Control characters (U+0000-U+001F, U+007F-U+009F) and invisible format characters (zero-width,
 *   bidi) anywhere refuse the URL: browsers drop tabs and newlines inside URLs ("java\tscript:").
 *   Leading and trailing spaces are trimmed, as the browser does.
 * - A backslash anywhere refuses the URL ("/\host" and "https:/\host" are read as "//host" by browsers).
 * - Protocol-relative "//host" is refused; same-origin paths start with exactly one "/".
 * - Before classifying, the start of the URL is also HTML-entity and percent decoded (repeatedly),
 *   with whitespace and controls removed, the way a browser or a second decoding step could; the
 *   decoded form must have the same scheme (or be the same kind of path), so "&#106;avascript:",
 *   "/&#47;host" and "/%2F%2Fhost" are refused.
 * - Absolute URLs must be "scheme://host..." with a host and no user:password@ part (that part is
 *   only ever used to disguise the real host), and come back normalised (URL.href).
 * - Length: at most MAX_URL_LENGTH (2048) characters; data: media URLs may carry a whole uploaded
 *   file (chat videos up to 20 MB), so they have their own cap, MAX_DATA_URL_LENGTH.
 * - App links (spec: a game's android and ios links): http(s) for both; Android also market://
 *   (Play Store); iOS also itms-apps:// (App Store) and itms-services:// with action=download-manifest
 *   and an https manifest (enterprise install). intent: (can start any app component with any
 *   extras) and custom app schemes are refused: a store page or an https app link covers the need.
 * - The member's game password (a posted login form, superslot's query link) goes to https sites only,
 *   unless the build allows http (VITE_ALLOW_HTTP_GAME_FORMS): formActionUrl, passwordLinkUrl.
 */
export const MAX_URL_LENGTH = 2048;
export const MAX_DATA_URL_LENGTH = 28 * 1024 * 1024;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml'];
/** Chat media: the images members may send (no SVG: a chat image is also a link), videos, files. */
const MEDIA_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/quicktime',
  'video/webm',
  'application/pdf',
  'text/plain',
];

// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const FORBIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff\\]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  amp: '&',
  AMP: '&',
  lt: '<',
  LT: '<',
  gt: '>',
  GT: '>',
  quot: '"',
  QUOT: '"',
  apos: "'",
  nbsp: ' ',
  period: '.',
  comma: ',',
  num: '#',
  percnt: '%',
  excl: '!',
  quest: '?',
  equals: '=',
  semi: ';',
  lpar: '(',
  rpar: ')',
  plus: '+',
  lowbar: '_',
  hyphen: '-',
  dash: '-',
};
const SAME_ORIGIN = 'https://same-origin.invalid';

function decodeOnce(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, hex: string) => fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d{1,7});?/g, (_, dec: string) => fromCodePoint(parseInt(dec, 10)))
    .replace(/&([a-z]+);?/gi, (whole, name: string) => NAMED_ENTITIES[name] ?? whole)
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function fromCodePoint(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/** The start of the URL as the most generous decoder would read it: decoded until stable, blanks removed. */
export function decodedHead(value: string): string {
  let text = value.slice(0, 256);
  for (let round = 0; round < 4; round += 1) {
    const next = decodeOnce(text);
    if (next === text) break;
    text = next;
  }
  return (
    text
      // eslint-disable-next-line no-control-regex -- see FORBIDDEN_CHARACTERS
      .replace(/[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, '')
      .toLowerCase()
  );
}

type Form = { kind: 'absolute'; scheme: string } | { kind: 'path' };

/** What the raw string is (scheme or same-origin path), or null when it is neither or its decoded start disagrees. */
function classify(raw: unknown): { value: string; form: Form } | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value) return null;
  const rawScheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  const limit = rawScheme === 'data' ? MAX_DATA_URL_LENGTH : MAX_URL_LENGTH;
  if (value.length > limit) return null;
  if (FORBIDDEN_CHARACTERS.test(rawScheme === 'data' ? value.slice(0, 256) : value)) return null;
  const head = decodedHead(value);
  if (head.startsWith('//') || head.startsWith('/\\') || head.startsWith('\\')) return null;
  const headScheme = SCHEME.exec(head)?.[1];
  if (rawScheme) return headScheme === rawScheme ? { value, form: { kind: 'absolute', scheme: rawScheme } } : null;
  if (value.startsWith('/') && !value.startsWith('//') && head.startsWith('/') && !headScheme)
    return { value, form: { kind: 'path' } };
  return null;
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** An absolute "scheme://host/..." URL of one of the schemes, normalised; null otherwise. */
function hierarchical(value: string, scheme: string, schemes: readonly string[]): string | null {
  if (!schemes.includes(scheme)) return null;
  if (!new RegExp(`^${scheme.replace(/[.+]/g, '\\$&')}://[^/?#]`, 'i').test(value)) return null;
  const url = parse(value);
  if (!url || url.protocol !== `${scheme}:` || !url.hostname || url.username || url.password) return null;
  return url.href;
}

/** A same-origin path, checked to stay on the origin once resolved. */
function samePath(value: string): string | null {
  try {
    return new URL(value, SAME_ORIGIN).origin === SAME_ORIGIN ? value : null;
  } catch {
    return null;
  }
}

function dataUrl(value: string, types: readonly string[]): string | null {
  const type = /^data:([a-z]+\/[a-z0-9.+-]+)(;[a-z0-9=.+-]*)*,/i.exec(value)?.[1]?.toLowerCase();
  return type && types.includes(type) ? value : null;
}

function blobUrl(value: string): string | null {
  const inner = /^blob:(.*)$/i.exec(value)?.[1] ?? '';
  const url = parse(inner);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') && /^https?:\/\/[^/?#]/i.test(inner)
    ? value
    : null;
}

/** Only http(s) to a host: links the member opens outside the portal (chat text and web buttons). */
export function webUrl(raw: unknown): string | null {
  const found = classify(raw);
  return found?.form.kind === 'absolute' ? hierarchical(found.value, found.form.scheme, ['https', 'http']) : null;
}

/** Navigation and new windows (game links, the autoLogin answer, the LINE link, slip links): http(s) or a same-origin path. */
export function navigableUrl(raw: unknown): string | null {
  const found = classify(raw);
  if (!found) return null;
  return found.form.kind === 'path'
    ? samePath(found.value)
    : hierarchical(found.value, found.form.scheme, ['https', 'http']);
}

/** A game's android or ios app link (see the choices above). */
export function appLinkUrl(raw: unknown, platform: 'android' | 'ios'): string | null {
  const found = classify(raw);
  if (found?.form.kind !== 'absolute') return null;
  const { value, form } = found;
  if (form.scheme === 'https' || form.scheme === 'http') return hierarchical(value, form.scheme, ['https', 'http']);
  if (platform === 'android') return hierarchical(value, form.scheme, ['market']);
  if (form.scheme === 'itms-apps') return hierarchical(value, form.scheme, ['itms-apps']);
  if (form.scheme !== 'itms-services' || !/^itms-services:\/\/\?/i.test(value)) return null;
  const url = parse(value);
  const manifest = url?.searchParams.get('url');
  return url?.searchParams.get('action') === 'download-manifest' && manifest && formActionUrl(manifest)
    ? url.href
    : null;
}

export interface PasswordSinkOptions {
  /** Build setting VITE_ALLOW_HTTP_GAME_FORMS: the member's game password may go to an http site. */
  allowHttp?: boolean;
}

/**
 * Where a login form with the member's game credentials may be posted: https; http only when the build
 * allows it. The one rule for every URL that carries the member's game password (see passwordLinkUrl).
 */
export function formActionUrl(raw: unknown, options: PasswordSinkOptions = {}): string | null {
  const found = classify(raw);
  if (found?.form.kind !== 'absolute') return null;
  return hierarchical(found.value, found.form.scheme, options.allowHttp ? ['https', 'http'] : ['https']);
}

/** A link with the member's game password in its query (superslot): a same-origin path, or as formActionUrl. */
export function passwordLinkUrl(raw: unknown, options: PasswordSinkOptions = {}): string | null {
  const found = classify(raw);
  return found?.form.kind === 'path' ? samePath(found.value) : formActionUrl(raw, options);
}

function loadable(raw: unknown, dataTypes: readonly string[]): string | null {
  const found = classify(raw);
  if (!found) return null;
  if (found.form.kind === 'path') return samePath(found.value);
  const { value, form } = found;
  if (form.scheme === 'data') return dataUrl(value, dataTypes);
  if (form.scheme === 'blob') return blobUrl(value);
  return hierarchical(value, form.scheme, ['https', 'http']);
}

/** Images (banners, promo images, game logos, slip images, chat cards, server HTML): http(s), a path, blob:, data: images. */
export function imageUrl(raw: unknown): string | null {
  return loadable(raw, IMAGE_TYPES);
}

/** Chat media (images, videos, files): as images, with video and file data URLs (uploads of the mocked backend). */
export function mediaUrl(raw: unknown): string | null {
  return loadable(raw, MEDIA_TYPES);
}

/** A chat button: web opens http(s) only; call dials a tel: number of 3 to 15 digits (spaces and dashes dropped). */
export function chatButtonUrl(type: 'web' | 'call', raw: unknown): string | null {
  if (type === 'web') return webUrl(raw);
  if (typeof raw !== 'string' || raw.length > 64) return null;
  const number = raw.trim().replace(/^tel:/i, '').replace(/[\s-]/g, '');
  return /^\+?\d{3,15}$/.test(number) ? `tel:${number}` : null;
}

/** A link inside server HTML: what may be navigated to, an in-page #fragment, mailto: or a tel: number. */
export function contentLinkUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (/^#[\w-]*$/.test(value)) return value;
  const found = classify(value);
  if (found?.form.kind === 'absolute' && found.form.scheme === 'mailto')
    return /^mailto:[^\s<>"'()]+@[^\s<>"'()]+$/i.test(value) ? value : null;
  if (found?.form.kind === 'absolute' && found.form.scheme === 'tel') return chatButtonUrl('call', value);
  return navigableUrl(value);
}
