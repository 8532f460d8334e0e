/**
 * The forms a field report's values may take: the app builds its reports to fit them (report.ts) and the
 * collector's allow-list refuses anything else (report-shape.ts). None of them has room for free text, so a
 * phone number, a name, an e-mail, an account number or a token has no place to travel in.
 */

/** A kind of error (TypeError, ApiError, AbortError, DOMException); a thrown non-error is OTHER. */
export const ERROR_NAME = /^(?:(?:[A-Z][A-Za-z]{0,39})?(?:Error|Exception)|OTHER)$/;

/** Eight hex digits: the fingerprint of a message whose data was scrubbed out (report.ts). */
export const FINGERPRINT = /^[0-9a-f]{8}$/;

/** The path of one of the app's own scripts (/assets/app-Bx3k9.js; /src/main.tsx when served by Vite). */
export const SCRIPT_PATH = /^\/[\w.@/-]{1,200}\.(?:m?js|jsx|tsx?)$/;

/**
 * An endpoint's path pattern (/api/wallet/activate/{code}): words and {parameters}, "*" where a segment was
 * something else (a filled-in id or phone). No digits: the contract's paths have none.
 */
export const ENDPOINT_PATH = /^(?:\/(?:[A-Za-z]{1,40}(?:-[A-Za-z]{1,40})*|\{[A-Za-z]{1,40}\}|\*)){1,12}$/;

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;

/** A money call as reports name it: "POST /api/wallet/withdraw". */
export const ENDPOINT_NAME = new RegExp(`^(?:${METHODS.join('|')}) ${ENDPOINT_PATH.source.slice(1)}`);

/**
 * An answer's field path (wallet.amount, slots.0.balance): names without digits (the contract's have none; a
 * token has some), array indexes, "*" for a masked segment, "(answer)" for the whole body.
 */
export const FIELD_PATH = /^(?:[A-Za-z_$]{1,40}|\d{1,4}|\*|\(answer\))(?:\.(?:[A-Za-z_$]{1,40}|\d{1,4}|\*)){0,19}$/;

/**
 * A catalogue code (spec section 8 and the app's own): upper-case words joined by "_", at most one short number
 * among them (INVALID_USER_1, HTTP_500, REQUEST_LIMIT_1MIN, PHONE_NUMBER_REQUIRE_10_DIGIT); else OTHER.
 */
export const ERROR_CODE = /^(?=.{1,64}$)[A-Z]{1,12}(?:_[A-Z]{1,12})*(?:_\d{1,3}[A-Z]{0,3}(?:_[A-Z]{1,12})*)?$/;

/** The route's path pattern (/user/statement, /user/:tab?): no digits, no query. */
export const ROUTE_PATTERN = /^\/[A-Za-z_/:?*-]{0,199}$/;

/** The app's version (package.json). */
export const VERSION = /^\d{1,4}(?:\.\d{1,4}){1,3}(?:-[a-z]{1,12}(?:\.\d{1,4})?)?$/;

export const MAX_FRAMES = 10;
