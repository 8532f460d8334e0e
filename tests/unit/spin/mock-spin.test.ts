import { describe, expect, it } from 'vitest';
import { now } from '@mocks/clock';
import { getDb, updateDb } from '@mocks/db';
import {
  bonusInProgress,
  claimCoupon,
  COUPON_LIFETIME_MS,
  nextRandom,
  openCoupons,
  peekNextSlice,
  pickSlice,
  seedForSlice,
  setSpinSeed,
  SpinRuleError,
  spinWheel,
} from '@mocks/domain/spin';
import type { MockDb } from '@mocks/types';

const M1 = 'm-1001';
const M2 = 'm-1002';

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof SpinRuleError) return error.code;
    throw error;
  }
  throw new Error('expected a SpinRuleError');
};

const member = (db: Readonly<MockDb>, id: string) => db.members.find((m) => m._id === id)!;

describe('seedable random choice', () => {
  it('gives the same sequence for the same seed', () => {
    const run = (seed: number) => {
      const values: number[] = [];
      let state = seed;
      for (let i = 0; i < 5; i += 1) {
        const [value, next] = nextRandom(state);
        values.push(value);
        state = next;
      }
      return values;
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
    expect(run(7).every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('picks by weight and never picks a slice of weight 0', () => {
    const slices = [
      { code: 'A', weight: 1 },
      { code: 'ZERO', weight: 0 },
      { code: 'B', weight: 3 },
    ];
    expect(pickSlice(slices, 0).code).toBe('A');
    expect(pickSlice(slices, 0.2499).code).toBe('A');
    expect(pickSlice(slices, 0.25).code).toBe('B');
    expect(pickSlice(slices, 0.9999999).code).toBe('B');
    const counts: Record<string, number> = { A: 0, B: 0, ZERO: 0 };
    let state = 1;
    for (let i = 0; i < 4000; i += 1) {
      const [r, next] = nextRandom(state);
      state = next;
      counts[pickSlice(slices, r).code] += 1;
    }
    expect(counts.ZERO).toBe(0);
    expect(counts.B / counts.A).toBeGreaterThan(2.4);
    expect(counts.B / counts.A).toBeLessThan(3.6);
    expect(() => pickSlice([{ weight: 0 }], 0.5)).toThrow();
  });

  it('a chosen seed makes the next spin land on the chosen slice', () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH500')));
    expect(peekNextSlice(getDb()).code).toBe('CASH500');
    const outcome = updateDb((db) => spinWheel(db, M1, true, now()));
    expect(outcome.code).toBe('CASH500');
  });
});

describe('spinning', () => {
  it('costs one coin on the server and a prize creates a claimable coupon', () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH100')));
    const before = member(getDb(), M1).coin;
    const outcome = updateDb((db) => spinWheel(db, M1, true, now()));
    expect(outcome).toMatchObject({ code: 'CASH100', label: '100 ฿', remainingCoin: before - 1 });
    expect(member(getDb(), M1).coin).toBe(before - 1);
    expect(openCoupons(getDb(), M1).map((c) => c.code)).toContain(outcome.coupon?.code);
    expect(Date.parse(outcome.coupon!.expiresAt) - Date.parse(outcome.coupon!.createdAt)).toBe(COUPON_LIFETIME_MS);
  });

  it('a no-prize slice creates no coupon', () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'LUCK')));
    const coupons = getDb().spin.coupons.length;
    const outcome = updateDb((db) => spinWheel(db, M1, true, now()));
    expect(outcome.coupon).toBeNull();
    expect(getDb().spin.coupons).toHaveLength(coupons);
  });

  it('refuses at 0 coins and while the feature is off, changing nothing', () => {
    const before = structuredClone(getDb());
    expect(codeOf(() => updateDb((db) => spinWheel(db, M2, true, now())))).toBe('NO_COIN');
    expect(codeOf(() => updateDb((db) => spinWheel(db, M1, false, now())))).toBe('SPIN_INACTIVE');
    expect(getDb()).toEqual(before);
  });
});

describe('claiming coupons', () => {
  it('a cash coupon credits the wallet once and writes a luckydraw statement', () => {
    const wallet = member(getDb(), M1).wallet;
    const outcome = updateDb((db) => claimCoupon(db, M1, 'CP-SEED-1', now()));
    expect(outcome).toMatchObject({ prizeType: 'cash', amount: 20, wallet: wallet + 20 });
    expect(member(getDb(), M1).wallet).toBe(wallet + 20);
    const statement = getDb().statements.at(-1)!;
    expect(statement).toMatchObject({
      memberId: M1,
      statementType: 'bonus',
      status: 'SUCCESS',
      amount: 20,
      to: 'WALLET',
    });
    expect(statement.luckydraw?.description).toContain('20 ฿');
    expect(openCoupons(getDb(), M1).some((c) => c.code === 'CP-SEED-1')).toBe(false);
    expect(codeOf(() => updateDb((db) => claimCoupon(db, M1, 'CP-SEED-1', now())))).toBe('NO_CLAIMABLE_COUPON');
    expect(member(getDb(), M1).wallet).toBe(wallet + 20);
  });

  it('a coin coupon adds coins without a statement', () => {
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'COIN1')));
    const { coupon } = updateDb((db) => spinWheel(db, M1, true, now()));
    const coins = member(getDb(), M1).coin;
    const statements = getDb().statements.length;
    updateDb((db) => claimCoupon(db, M1, coupon!.code, now()));
    expect(member(getDb(), M1).coin).toBe(coins + 1);
    expect(getDb().statements).toHaveLength(statements);
  });

  it.each([
    ['', 'INVALID_CODE', M1],
    [undefined, 'INVALID_CODE', M1],
    ['CP-NOPE', 'INVALID_CODE', M1],
    ['CP-SEED-2', 'INVALID_CODE', M1], // another member's coupon
    ['CP-SEED-2', 'COUPON_EXPIRED', M2],
    ['CP-SEED-3', 'INVALID_PRIZE_CODE', M2],
    ['CP-SEED-4', 'INVALID_COUPON_TYPE', M2],
    ['CP-SEED-5', 'BONUS_REMAINING', M2],
  ])('coupon %s answers %s and changes nothing', (code, expected, memberId) => {
    const before = structuredClone(getDb());
    expect(codeOf(() => updateDb((db) => claimCoupon(db, memberId, code, now())))).toBe(expected);
    expect(getDb()).toEqual(before);
  });

  it('a coupon expires 7 days after the win', () => {
    const created = now();
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'CASH5')));
    const { coupon } = updateDb((db) => spinWheel(db, M1, true, created));
    expect(codeOf(() => updateDb((db) => claimCoupon(db, M1, coupon!.code, created + COUPON_LIFETIME_MS)))).toBe(
      'COUPON_EXPIRED',
    );
    expect(updateDb((db) => claimCoupon(db, M1, coupon!.code, created + COUPON_LIFETIME_MS - 1)).amount).toBe(5);
  });

  it('a bonus prize starts a bonus, so a second bonus prize waits for the first to finish', () => {
    expect(bonusInProgress(getDb().statements, M1)).toBe(false);
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'BONUS50')));
    const first = updateDb((db) => spinWheel(db, M1, true, now())).coupon!;
    updateDb((db) => setSpinSeed(db, seedForSlice(db, 'BONUS50')));
    const second = updateDb((db) => spinWheel(db, M1, true, now())).coupon!;
    updateDb((db) => claimCoupon(db, M1, first.code, now()));
    expect(bonusInProgress(getDb().statements, M1)).toBe(true);
    expect(codeOf(() => updateDb((db) => claimCoupon(db, M1, second.code, now())))).toBe('BONUS_REMAINING');
  });
});
