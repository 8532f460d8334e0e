import { afterEach, describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { advanceClock, resetClock } from '@mocks/clock';
import { oncePerKey } from '@mocks/handlers/idempotency';
import { addFault } from '@mocks/qa/faults';
import { signIn, SEEDED } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { withdraw } from '@/features/wallet/api';
import type { ApiError } from '@/lib/http';
import { onRequestStart } from '@tests/support/request-events';

/**
 * Issue 16 item 6, the mock: a member's call repeated with one Idempotency-Key answers the first answer
 * and moves no money twice (mocks/handlers/idempotency.ts, run by handle() for every member call).
 */

const member = (phone: string = SEEDED.member.phone) => getDb().members.find((m) => m.username === phone)!;
const game = (code: string) => member().games.find((g) => g.code === code)!;
const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });
const transfer = (key: string, amount = 10) =>
  api.post('/api/wallet/transfer', { from: 'WALLET', to: 'pg', amount }, withKey(key));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

describe('the mock answers a repeated Idempotency-Key with the first answer', () => {
  afterEach(() => resetClock());

  it('the same transfer sent twice with one key moves money once and answers the same', async () => {
    signIn(SEEDED.member.phone);
    const wallet = member().wallet;
    const pg = game('pg').amount;
    const statements = getDb().statements.length;

    const first = await transfer('intent-1');
    const again = await transfer('intent-1');
    expect(again).toEqual(first);
    expect(member().wallet).toBe(wallet - 10);
    expect(game('pg').amount).toBe(pg + 10);
    expect(getDb().statements).toHaveLength(statements + 1);

    // A new intent (a new key) is a new transfer.
    await transfer('intent-2');
    expect(member().wallet).toBe(wallet - 20);
  });

  it('a repeat sent while the first is still being answered waits for it and moves nothing', async () => {
    signIn(SEEDED.member.phone);
    // The first call is held back before the handler runs; the repeat overtakes it and is carried out.
    addFault({ endpoint: 'POST /api/wallet/withdraw', kind: 'delay', delayMs: 80, once: true });
    const send = () => api.post('/api/wallet/withdraw', { amount: 100 }, withKey('held-back'));
    const [first, second] = await Promise.all([send(), send()]);
    expect(second).toEqual(first);
    expect(member().wallet).toBe(900);
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('a refused call keeps nothing: the retry with the same key is carried out', async () => {
    signIn(SEEDED.member.phone);
    expect((await failure(transfer('short', 5000)))?.code).toBe('MONEY_NOT_ENOUGH');
    updateDb((db) => {
      db.members.find((m) => m.username === SEEDED.member.phone)!.wallet = 6000;
    });
    await transfer('short', 5000);
    expect(member().wallet).toBe(1000);
  });

  it('a key belongs to one member: another member sending the same key is carried out for them', async () => {
    signIn(SEEDED.member.phone);
    await transfer('shared-key');
    signIn(SEEDED.ktbMember.phone);
    const before = member(SEEDED.ktbMember.phone).wallet;
    await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('shared-key'));
    expect(member(SEEDED.ktbMember.phone).wallet).toBe(before - 100);
    expect(getDb().idempotency).toHaveLength(2);
  });

  it("one member's flood never pushes out another's key: the replay still answers the first move", async () => {
    signIn(SEEDED.ktbMember.phone);
    const first = await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('a-withdrawal'));
    // The other member's 600 calls, each with its own key, through the store every handler uses (a shared list of
    // 500 lost A's key); a few go over HTTP, the rest straight in (600 HTTP calls cost 3 s of the suite).
    signIn(SEEDED.member.phone);
    for (let i = 0; i < 5; i += 1) await transfer(`flood-${i}`, 1);
    const other = member()._id;
    const answered = () => Promise.resolve(Response.json({ message: 'SUCCESS' }));
    for (let i = 5; i < 600; i += 1) {
      const request = new Request('http://mock.local/api/wallet/transfer', withKey(`flood-${i}`));
      await oncePerKey(request, other, 'POST /api/wallet/transfer', answered);
    }
    expect(member().wallet).toBe(995);
    expect(getDb().idempotency!.filter((a) => a.memberId === other)).toHaveLength(500);
    signIn(SEEDED.ktbMember.phone);
    const again = await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('a-withdrawal'));
    expect(again).toEqual(first);
    expect(member(SEEDED.ktbMember.phone).wallet).toBe(150);
    expect(getDb().withdrawals.filter((w) => w.memberId === member(SEEDED.ktbMember.phone)._id)).toHaveLength(1);
  });

  it('a key is kept for 24 hours: a replay a minute before answers the first move, a day later it runs again', async () => {
    signIn(SEEDED.ktbMember.phone);
    const first = await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('day-old'));
    advanceClock(24 * 60 * 60 * 1000 - 60 * 1000);
    expect(await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('day-old'))).toEqual(first);
    expect(member(SEEDED.ktbMember.phone).wallet).toBe(150);
    advanceClock(60 * 1000);
    await api.post('/api/wallet/withdraw', { amount: 100 }, withKey('day-old'));
    expect(member(SEEDED.ktbMember.phone).wallet).toBe(50);
  });

  it('the app sends a fresh key with every money call it makes without an intent, and none with other calls', async () => {
    signIn(SEEDED.member.phone);
    const keys: (string | null)[] = [];
    onRequestStart(({ request }) => {
      keys.push(request.headers.get('Idempotency-Key'));
    });
    await withdraw(100);
    await withdraw(100);
    await api.get('/api/wallet');
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBeNull();
    expect(member().wallet).toBe(800);
  });
});
