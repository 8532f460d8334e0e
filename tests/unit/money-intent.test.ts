import { describe, expect, it } from 'vitest';
import { keepAnswer, IDEMPOTENCY_LIMIT } from '@mocks/handlers/idempotency';
import type { MockIdempotentAnswer } from '@mocks/types';
import { ALL_ENDPOINTS } from '@/contract';
import { endpointName } from '@/contract/endpoint';
import { intentOf, newIdempotencyKey } from '@/lib/idempotency';

/** Issue 16 item 6: which calls carry an Idempotency-Key, what one intent is, and the mock's bounded memory. */

describe('money calls', () => {
  it('are exactly the money moves: transfers, withdrawals, deposits, QR, rewards received, coupon claims, the spin', () => {
    expect(
      ALL_ENDPOINTS.filter((e) => e.money)
        .map(endpointName)
        .sort(),
    ).toEqual(
      [
        'POST /api/wallet/transfer',
        'POST /api/wallet/transferAll',
        'POST /api/wallet/withdraw',
        'POST /api/wallet/withdrawAll',
        'POST /api/wallet/slip',
        'POST /api/wallet/truelink',
        'POST /api/qrcode/{provider}',
        'GET /api/bonus/activate/{code}',
        'GET /api/promotion/activate/{code}',
        'GET /api/refund/receive',
        'GET /api/refund/addWallet',
        'GET /api/invite/bonus',
        'POST /api/spinwheel/coupon/claim',
        // A spin costs a coin (issue 33).
        'POST /api/spinwheel/spin',
      ].sort(),
    );
  });

  it('get a fresh random key per intent', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('count the same input as the same intent, and other input (another file) as a new one', () => {
    expect(intentOf({ from: 'WALLET', to: 'pg', amount: 10 })).toBe(intentOf({ from: 'WALLET', to: 'pg', amount: 10 }));
    expect(intentOf({ from: 'WALLET', to: 'pg', amount: 10 })).not.toBe(
      intentOf({ from: 'WALLET', to: 'pg', amount: 20 }),
    );
    expect(intentOf(undefined)).toBe(intentOf(undefined));
    const slip = (name: string, size: number) => ({
      file: new File(['x'.repeat(size)], name, { type: 'image/png', lastModified: 1 }),
      onProgress: () => 1,
    });
    expect(intentOf(slip('a.png', 3))).toBe(intentOf(slip('a.png', 3)));
    expect(intentOf(slip('a.png', 3))).not.toBe(intentOf(slip('b.png', 3)));
    expect(intentOf(slip('a.png', 3))).not.toBe(intentOf(slip('a.png', 4)));
  });
});

describe("the mock's first answers", () => {
  const answer = (key: string, body = '{}'): MockIdempotentAnswer => ({
    memberId: 'm',
    endpoint: 'POST /x',
    key,
    status: 200,
    body,
  });

  it(`keep the newest ${IDEMPOTENCY_LIMIT}`, () => {
    let list: MockIdempotentAnswer[] = [];
    for (let i = 0; i < IDEMPOTENCY_LIMIT + 20; i += 1) list = keepAnswer(list, answer(`k${i}`));
    expect(list).toHaveLength(IDEMPOTENCY_LIMIT);
    expect(list[0].key).toBe('k20');
    expect(list.at(-1)!.key).toBe(`k${IDEMPOTENCY_LIMIT + 19}`);
  });

  it('drop the oldest when their text grows too long', () => {
    const big = 'x'.repeat(200 * 1024);
    let list: MockIdempotentAnswer[] = [];
    for (let i = 0; i < 4; i += 1) list = keepAnswer(list, answer(`k${i}`, big));
    expect(list.map((a) => a.key)).toEqual(['k2', 'k3']);
  });
});
