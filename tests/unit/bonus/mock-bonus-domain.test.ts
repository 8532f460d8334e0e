import { describe, expect, it } from 'vitest';
import { createSeed } from '@mocks/seed';
import { activateBonus, activatePromotion, clearActiveReward, normalizePromoCode } from '@mocks/domain/bonus';
import { listPaging, pagingOf } from '@mocks/domain/rewards-common';
import type { MockDb } from '@mocks/types';
import {
  bangkokDay,
  bangkokWeek,
  isExhausted as isPeriodExhausted,
  receivesInPeriod,
  type BonusPeriod,
} from '@/rules/bonus-period';
import { ruleCode } from '@tests/support/rule-code';

const at = (iso: string) => Date.parse(iso);
const list = (...isos: string[]) => isos.map((updatedAt) => ({ updatedAt }));
/** The shared period rule (src/rules/bonus-period), as the mock's activation applies it to a bonus and its user record. */
const isExhausted = (
  bonus: { type: BonusPeriod; maxReceived: number },
  userBonus: { list: { updatedAt: string }[] } | null,
  nowMs: number,
) => isPeriodExhausted(bonus.type, bonus.maxReceived, userBonus?.list, nowMs);

const codeOf = ruleCode;

const memberOf = (db: MockDb, id: string) => db.members.find((m) => m._id === id)!;

describe('per-period exhausted rule (Asia/Bangkok, fixed clock)', () => {
  // 2026-06-11 00:00 in Bangkok is 2026-06-10 17:00 UTC.
  const midnight = at('2026-06-10T17:00:00.000Z');

  it('day: the Bangkok calendar day turns at 17:00 UTC', () => {
    expect(bangkokDay(midnight - 1)).toBe(bangkokDay(midnight) - 1);
    expect(bangkokDay(midnight)).toBe(bangkokDay(midnight + 23 * 3600_000 + 59 * 60_000));
    const bonus = { type: 'day' as const, maxReceived: 1 };
    // Received at 23:59:59.999 Bangkok time the day before: a new day has started.
    expect(isExhausted(bonus, { list: list('2026-06-10T16:59:59.999Z') }, midnight)).toBe(false);
    // Received at 00:00 Bangkok time today (still 10 June in UTC): today is used up.
    expect(isExhausted(bonus, { list: list('2026-06-10T17:00:00.000Z') }, midnight + 3600_000)).toBe(true);
  });

  it('day: counts only today against maxReceived', () => {
    const bonus = { type: 'day' as const, maxReceived: 2 };
    const now = at('2026-06-11T05:00:00.000Z'); // 12:00 Bangkok
    const received = list('2026-06-09T05:00:00.000Z', '2026-06-10T18:00:00.000Z');
    expect(receivesInPeriod('day', received, now)).toBe(1);
    expect(isExhausted(bonus, { list: received }, now)).toBe(false);
    expect(isExhausted(bonus, { list: [...received, { updatedAt: '2026-06-11T04:00:00.000Z' }] }, now)).toBe(true);
  });

  it('week: weeks start on Monday 00:00 Bangkok time (Sunday 17:00 UTC)', () => {
    // 2026-06-15 is a Monday; its week starts at 2026-06-14T17:00Z.
    const mondayStart = at('2026-06-14T17:00:00.000Z');
    expect(bangkokWeek(mondayStart - 1)).toBe(bangkokWeek(mondayStart) - 1);
    expect(bangkokWeek(mondayStart)).toBe(bangkokWeek(at('2026-06-21T16:59:59.999Z')));
    expect(bangkokWeek(at('2026-06-21T17:00:00.000Z'))).toBe(bangkokWeek(mondayStart) + 1);

    const bonus = { type: 'week' as const, maxReceived: 1 };
    const now = at('2026-06-15T03:00:00.000Z');
    expect(isExhausted(bonus, { list: list('2026-06-14T16:59:59.000Z') }, now)).toBe(false);
    // Sunday 18:00 UTC is already Monday 01:00 in Bangkok: the same week as now.
    expect(isExhausted(bonus, { list: list('2026-06-14T18:00:00.000Z') }, now)).toBe(true);
    // Earlier the same Bangkok week (Tuesday) counts; the Sunday before does not.
    expect(isExhausted(bonus, { list: list('2026-06-16T01:00:00.000Z') }, at('2026-06-21T16:00:00.000Z'))).toBe(true);
  });

  it('limit: every receive counts, whenever it was', () => {
    const bonus = { type: 'limit' as const, maxReceived: 2 };
    const now = at('2026-06-11T05:00:00.000Z');
    expect(isExhausted(bonus, { list: list('2025-01-01T00:00:00.000Z') }, now)).toBe(false);
    expect(isExhausted(bonus, { list: list('2025-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z') }, now)).toBe(true);
    expect(isExhausted(bonus, null, now)).toBe(false);
  });
});

describe('bonuses on the mock', () => {
  // The seed's records are relative to the clock at seeding.
  const now = Date.now();

  it('activating credits the wallet, writes a bonus statement and marks the record active', () => {
    const db = createSeed();
    const before = memberOf(db, 'm-1001').wallet;
    const userBonus = activateBonus(db, 'm-1001', 'WEEKLY50', now);
    expect(userBonus).toMatchObject({ isActive: true, received: 1 });
    expect(memberOf(db, 'm-1001').wallet).toBe(before + 50);
    const statement = db.statements.at(-1)!;
    expect(statement).toMatchObject({ memberId: 'm-1001', statementType: 'bonus', amount: 50, to: 'WALLET' });
    expect(statement.bonus?.description).toContain('Weekly');
  });

  it('enforces BONUS_ALREADY_ACTIVE, BONUS_REMAINING, BONUS_MAX_CLAIMED and BONUS_FULL server-side', () => {
    const db = createSeed();
    expect(codeOf(() => activateBonus(db, 'm-1001', 'WELCOME100', now))).toBe('BONUS_MAX_CLAIMED');
    expect(codeOf(() => activateBonus(db, 'm-1001', 'FLASH30', now))).toBe('BONUS_FULL');
    activateBonus(db, 'm-1001', 'DAILY20', now);
    expect(codeOf(() => activateBonus(db, 'm-1001', 'DAILY20', now))).toBe('BONUS_ALREADY_ACTIVE');
    expect(codeOf(() => activateBonus(db, 'm-1001', 'WEEKLY50', now))).toBe('BONUS_REMAINING');
    expect(codeOf(() => activateBonus(db, 'm-1001', 'NOPE', now))).toBe('NO_DATA');
    // Ended, the daily bonus can be taken a second time today (maxReceived 2), not a third.
    clearActiveReward(db, 'm-1001', now);
    activateBonus(db, 'm-1001', 'DAILY20', now);
    clearActiveReward(db, 'm-1001', now);
    expect(codeOf(() => activateBonus(db, 'm-1001', 'DAILY20', now))).toBe('BONUS_MAX_CLAIMED');
    // Tomorrow (Bangkok) it is available again.
    expect(codeOf(() => activateBonus(db, 'm-1001', 'DAILY20', now + 24 * 3600_000))).toBe('OK');
  });

  it('clear writes finish_bonus; BONUS_CONDITION while the balance is at or above cancelBelow', () => {
    const db = createSeed();
    expect(codeOf(() => clearActiveReward(db, 'm-1002', now))).toBe('BONUS_CONDITION');
    const member = memberOf(db, 'm-1002');
    member.wallet = 4.99;
    const cleared = clearActiveReward(db, 'm-1002', now);
    expect(cleared.code).toBe('WEEKLY50');
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'finish_bonus', amount: 0, memberId: 'm-1002' });
    expect(member.wallet).toBe(4.99);
    expect(codeOf(() => clearActiveReward(db, 'm-1002', now))).toBe('NO_DATA');
  });
});

describe('promotions on the mock', () => {
  const now = Date.now();

  it('codes are case-insensitive and trimmed', () => {
    expect(normalizePromoCode('  newYear100 ')).toBe('NEWYEAR100');
  });

  it('activation credits once; PROMOTION_RECEIVED on reuse, NO_PROMOTION when unknown, BONUS_REMAINING during a bonus', () => {
    const db = createSeed();
    const before = memberOf(db, 'm-1001').wallet;
    activatePromotion(db, 'm-1001', 'newyear100', now);
    expect(memberOf(db, 'm-1001').wallet).toBe(before + 100);
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'bonus', amount: 100, from: 'PROMOTION' });
    expect(codeOf(() => activatePromotion(db, 'm-1001', 'NEWYEAR100', now))).toBe('PROMOTION_RECEIVED');
    expect(codeOf(() => activatePromotion(db, 'm-1001', 'summer50', now))).toBe('PROMOTION_RECEIVED');
    expect(codeOf(() => activatePromotion(db, 'm-1001', 'NOSUCH', now))).toBe('NO_PROMOTION');
    expect(codeOf(() => activatePromotion(db, 'm-1002', 'NEWYEAR100', now))).toBe('BONUS_REMAINING');
  });
});

describe('list paging', () => {
  it('needs positive integer page and limit up to 100', () => {
    expect(pagingOf({ page: 2, limit: 10 })).toEqual({ page: 2, limit: 10 });
    expect(pagingOf(null)).toEqual({ error: 'KEY_MISSING' });
    expect(pagingOf({ page: 0, limit: 10 })).toEqual({ error: 'KEY_INVALID' });
    expect(pagingOf({ page: 1, limit: 1000 })).toEqual({ error: 'KEY_INVALID' });
    expect(pagingOf({ page: '1', limit: 10 })).toEqual({ error: 'KEY_INVALID' });
    expect(pagingOf({ page: 1 })).toEqual({ error: 'KEY_MISSING' });
    expect(listPaging({ page: 1, limit: 10 })).toEqual({ page: 1, limit: 10 });
    expect(codeOf(() => listPaging({}))).toBe('KEY_MISSING');
    expect(codeOf(() => listPaging({ page: 1.5, limit: 10 }))).toBe('KEY_INVALID');
  });
});
