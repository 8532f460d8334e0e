import { INVALID_TOKEN } from '@/contract/global-codes';
import type { ApiError } from './api-error';

/** Catalogue codes (spec section 8) that refuse the session itself: the member must log in again. */
export const SESSION_CODES: readonly string[] = [
  'UNAUTHORIZED',
  'EXPIRED_AUTH_TOKEN',
  'INVALID_USER_1',
  'INVALID_USER_2',
  'INVALID_USER_3',
  'INVALID_USER_4',
  INVALID_TOKEN,
  // The code behind the spec's cannot-verify-identity sentence (errors.CANNOT_VERIFY_IDENTITY), sent as a code.
  'CANNOT_VERIFY_IDENTITY',
];

/** 401 answers about credentials the member typed (the login form, a game's autoLogin), not about the session. */
const CREDENTIAL_CODES: readonly string[] = ['WRONG_CREDENTIAL', 'WRONG_PASSWORD'];

/**
 * True when a server answer ends the session: a session code of the catalogue, the translated
 * cannot-verify-identity sentence, or any other 401.
 */
export function refusesSession(error: ApiError, isCannotVerifyIdentity: (message: string) => boolean): boolean {
  if (error.kind !== 'server') return false;
  if (SESSION_CODES.includes(error.code) || isCannotVerifyIdentity(error.code)) return true;
  return error.status === 401 && !CREDENTIAL_CODES.includes(error.code);
}
