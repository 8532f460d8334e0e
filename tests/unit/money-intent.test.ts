import { describe, expect, it } from 'vitest';
import { keepAnswer } from '@mocks/handlers/idempotency';
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
  const DAY_MS = 24 * 60 * 60 * 1000;
  const answer = (key: string, { member = 'a', at = 0, body = '{}' } = {}): MockIdempotentAnswer => ({
    memberId: member,
    endpoint: 'POST /x',
    key,
    at,
    status: 200,
    body,
  });
  const keys = (list: MockIdempotentAnswer[], member: string) =>
    list.filter((a) => a.memberId === member).map((a) => a.key);

  it('are each member’s own: 600 answers of member b keep member a’s one, and b keeps its newest 500', () => {
    let list = keepAnswer([], answer('a-withdrawal'));
    for (let i = 0; i < 600; i += 1) list = keepAnswer(list, answer(`b${i}`, { member: 'b', at: i }));
    expect(keys(list, 'a')).toEqual(['a-withdrawal']);
    expect(keys(list, 'b')).toHaveLength(500);
    expect(keys(list, 'b')[0]).toBe('b100');
    expect(keys(list, 'b').at(-1)).toBe('b599');
  });

  it('are kept for 24 hours, then go', () => {
    let list = keepAnswer([], answer('early', { at: 0 }));
    list = keepAnswer(list, answer('later', { member: 'b', at: DAY_MS - 1 }));
    expect(list.map((a) => a.key)).toEqual(['early', 'later']);
    list = keepAnswer(list, answer('next day', { member: 'b', at: DAY_MS }));
    expect(list.map((a) => a.key)).toEqual(['later', 'next day']);
  });

  it('drop the member’s own oldest when that member’s text grows past 256 KB', () => {
    const big = 'x'.repeat(100 * 1024);
    let list = keepAnswer([], answer('other', { member: 'b', body: big }));
    for (let i = 0; i < 4; i += 1) list = keepAnswer(list, answer(`k${i}`, { body: big }));
    expect(keys(list, 'a')).toEqual(['k2', 'k3']);
    expect(keys(list, 'b')).toEqual(['other']);
  });
});
