import { SESSION_CODES } from '@/contract/global-codes';
import type { ApiError } from './api-error';

/** 401 answers about credentials the member typed (the login form, a game's autoLogin), not about the session. */
const CREDENTIAL_CODES: readonly string[] = ['WRONG_CREDENTIAL', 'WRONG_PASSWORD'];

/**
 * True when a server answer ends the session: a session code of the catalogue, the translated
 * cannot-verify-identity sentence, or any other 401.
 */
export function refusesSession(error: ApiError, isCannotVerifyIdentity: (message: string) => boolean): boolean {
  if (error.kind !== 'server') return false;
  if ((SESSION_CODES as readonly string[]).includes(error.code) || isCannotVerifyIdentity(error.code)) return true;
  return error.status === 401 && !CREDENTIAL_CODES.includes(error.code);
}
