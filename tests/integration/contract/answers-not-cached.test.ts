import { describe, expect, it } from 'vitest';
import { addFault } from '@mocks/qa/faults';
import { signIn, SEEDED } from '@tests/support/render-app';
import { http } from '@/lib/http';

/**
 * The mocked backend (MSW, in the browser and in node) marks every /api answer `Cache-Control: no-store`: a member's
 * name, account number and balances must not stay in the browser's cache after logout.
 */
const cacheControl = (url: string, config: Parameters<typeof http.request>[0] = {}) =>
  http.request({ url, validateStatus: () => true, ...config }).then((response) => response.headers['cache-control']);

describe('every mocked /api answer says no-store', () => {
  it('answers, refusals, replays and injected faults alike', async () => {
    expect(await cacheControl('/api/lookup/active')).toBe('no-store');
    expect(
      await cacheControl('/api/login', { method: 'POST', data: { username: SEEDED.member.phone, password: 'wrong' } }),
    ).toBe('no-store');
    expect(await cacheControl('/api/wallet')).toBe('no-store');
    signIn(SEEDED.member.phone);
    expect(await cacheControl('/api/wallet')).toBe('no-store');
    const withdraw = { method: 'POST', data: { amount: 100 }, headers: { 'Idempotency-Key': 'k-1' } } as const;
    expect(await cacheControl('/api/wallet/withdraw', withdraw)).toBe('no-store');
    expect(await cacheControl('/api/wallet/withdraw', withdraw)).toBe('no-store');
    addFault({ endpoint: 'GET /api/account/profile', kind: 'http500', once: true });
    expect(await cacheControl('/api/account/profile')).toBe('no-store');
  });
});
