import { describe, expect, it } from 'vitest';
import { ApiError, ContractError, OfflineError } from '@/lib/api-error';
import { moveFailure } from '@/features/wallet/model';

/** Issue 40 item 7: what a failed withdrawal or transfer says about the money. */
describe('moveFailure', () => {
  it.each([
    ['a code the server answered', new ApiError('MONEY_NOT_ENOUGH', 'server', 400), 'refused'],
    ['a 500 with the API error', new ApiError('INTERNAL_SERVER_ERROR', 'server', 500), 'refused'],
    ['a 500 page of a proxy (marked by the client)', new ApiError('HTTP_500', 'server', 500, null, true), 'uncertain'],
    ['a call the phone held offline', new OfflineError(), 'offline'],
    ['a call this tab did not send', new ApiError('SESSION_CHANGED', 'session'), 'refused'],
    ['no answer (marked by the client)', new ApiError('TIMEOUT', 'timeout', null, null, true), 'uncertain'],
    ['an answer that could not be read', new ContractError('POST /api/wallet/withdraw', 'x', {}), 'uncertain'],
  ])('%s: %s', (_what, error, outcome) => {
    expect(moveFailure(error)).toBe(outcome);
  });
});
