import { MEMBER_BASE } from '@/config/paths';

/** MEMBER_BASE itself, or an address beneath it (MEMBER_BASE is a plain path: nothing in it needs escaping). */
const MEMBER_AREA = new RegExp(`^${MEMBER_BASE}(?:[/?#]|$)`);
const DUMMY_ORIGIN = 'https://portal.invalid';

/**
 * Returns the path to go to after login: the requested one only when it is a same-origin
 * path under MEMBER_BASE (/user), else the fallback. Encoded layers are peeled first so that
 * %2F%2Fhost or %5Chost cannot smuggle another origin past the checks.
 */
export function safeNextUrl(raw: string | null | undefined, fallback = MEMBER_BASE): string {
  if (!raw) return fallback;
  let value = raw;
  for (let i = 0; i < 5; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return fallback;
    }
    if (decoded === value) break;
    value = decoded;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\\s]/.test(value)) return fallback;
  if (!MEMBER_AREA.test(value) || value.includes('//')) return fallback;
  let url: URL;
  try {
    url = new URL(value, DUMMY_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== DUMMY_ORIGIN || !MEMBER_AREA.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}
