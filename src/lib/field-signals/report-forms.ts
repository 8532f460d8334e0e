import { SERVER_CODES } from '@/contract/error-codes';

/**
 * The forms a field report's values may take: the app builds its reports to fit them (report.ts) and the
 * collector's allow-list refuses anything else (report-shape.ts). None of them has room for free text, so a
 * phone number, a name, an e-mail, an account number or a token has no place to travel in.
 */

/**
 * The kinds of error a report may name: the language's own, the DOMException names the app's calls and the
 * browser's APIs throw, and the app's own classes (src/lib/api-error.ts, the spin's SpinFailure). An error's name
 * is whatever its thrower set, so any other name (a class named after a member, a name built from data) is sent
 * as UNLISTED_ERROR; a thrown non-error is OTHER.
 */
export const ERROR_NAMES = [
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ReferenceError',
  'EvalError',
  'URIError',
  'AggregateError',
  'DOMException',
  'AbortError',
  'TimeoutError',
  'NetworkError',
  'NotAllowedError',
  'NotFoundError',
  'NotSupportedError',
  'InvalidStateError',
  'QuotaExceededError',
  'SecurityError',
  'DataCloneError',
  'ApiError',
  'ContractError',
  'SessionChangedError',
  'SpinFailure',
  'UNLISTED_ERROR',
  'OTHER',
] as const;

/**
 * One of the build's own scripts as the build names them (vite.config.ts: assets/[name]-[hash].js): words of
 * letters and dots with at most three digits in a row (purify.es, i18n), then the 8-character hash. A same-origin
 * path of any other form (a route, an inline script's page, a crafted /0812345678/SOMCHAI-1103700012345.js) is
 * no frame of the app's: a phone or an ID number has no room in it.
 */
export const SCRIPT_PATH = /^(?=.{1,120}$)\/assets\/(?:[A-Za-z](?:[A-Za-z_.]|\d{1,3}(?!\d))*-){1,8}[\w-]{8}\.js$/;

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
 * Codes the app gives a failure itself (src/lib/api-error.ts): no answer, no time left, an unreadable answer, a
 * session another tab changed, an answer without a code (HTTP_ and its status, HTTP_STATUS_CODE).
 */
export const APP_CODES = ['TIMEOUT', 'NETWORK', 'OFFLINE', 'UNKNOWN', 'CONTRACT', 'SESSION_CHANGED'] as const;

/** A money report's code: one of the catalogue (spec section 8) or the app's own; anything else is UNKNOWN. */
export const MONEY_CODES: readonly string[] = [...SERVER_CODES, ...APP_CODES];

/** An answer that carried no code: HTTP_ and its status. */
export const HTTP_STATUS_CODE = /^HTTP_[1-5]\d\d$/;

/** The route's path pattern (/user/statement, /user/:tab?): no digits, no query. */
export const ROUTE_PATTERN = /^\/[A-Za-z_/:?*-]{0,199}$/;

/** The app's version (package.json). */
export const VERSION = /^\d{1,4}(?:\.\d{1,4}){1,3}(?:-[a-z]{1,12}(?:\.\d{1,4})?)?$/;

export const MAX_FRAMES = 10;
