import { isApiErrorCode } from '@/contract/error-codes';
import { type ApiError, isUnsent } from './api-error';

/**
 * What a failed money call means for the money:
 * - `refused`: the API itself answered no, in its own error shape (a JSON object whose `message` is a code of the
 *   catalogue, spec section 8, or the translated cannot-verify-identity sentence): nothing moved.
 * - `unsent`: the phone never sent it (offline, or the tab's session changed): nothing moved.
 * - `uncertain`: anything else. A proxy's page of any status (500, 502, 524, a 200 that is HTML), a JSON answer
 *   without a catalogue code, a timeout, no answer, an answer the contract cannot read: the API may have carried
 *   the call out before the answer got lost, so the money may have gone through.
 */
export type MoneyFailure = 'refused' | 'unsent' | 'uncertain';

/** The API's own error shape: a JSON object (not a list) with the code in `message` (or `code`). */
function isApiErrorBody(data: unknown): boolean {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}

export function moneyFailureOf(error: ApiError, isCannotVerifyIdentity: (message: string) => boolean): MoneyFailure {
  if (isUnsent(error)) return 'unsent';
  if (error.kind !== 'server' || error.status === null || !isApiErrorBody(error.data)) return 'uncertain';
  return isApiErrorCode(error.code) || isCannotVerifyIdentity(error.code) ? 'refused' : 'uncertain';
}
