/**
 * The two codes of spec section 8 that every call handles the same way, whatever it asked: apart from the catalogue
 * (error-codes.ts), which only the screens and the money calls' failures read, so that /login's first load carries
 * these two and not the list.
 */

/** The site no longer serves anyone (/terminated); also the active lookup's `terminated`. */
export const GONE = 'gone';
/** The session's token is refused (/login). */
export const INVALID_TOKEN = 'invalid-token';
