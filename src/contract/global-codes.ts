/**
 * The two codes of spec section 8 that every call handles the same way, whatever it asked: apart from the catalogue
 * (error-codes.ts), which only the screens and the money calls' failures read, so that /login's first load carries
 * these two and not the list.
 */

/** The site no longer serves anyone (/terminated); also the active lookup's `terminated`. */
export const GONE = 'gone';
/** The session's token is refused (/login). */
export const INVALID_TOKEN = 'invalid-token';

/**
 * The catalogue's codes that refuse the session itself: the member must log in again (src/lib/session-codes.ts).
 * Part of the catalogue (error-codes.ts spreads them in), written here because every call reads them.
 */
export const SESSION_CODES = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  INVALID_TOKEN,
  // The code behind the spec's cannot-verify-identity sentence (errors.CANNOT_VERIFY_IDENTITY), sent as a code.
  'CANNOT_VERIFY_IDENTITY',
] as const;
