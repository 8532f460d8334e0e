import { describe, expect, it } from 'vitest';
import { activateBonus, activatePromotion, cancelMinimum, clearActiveReward } from '@mocks/domain/bonus';
import { settleDueSlips, slipAmountFromName, uploadSlip, type MultipartPart } from '@mocks/domain/deposit';
import { KIP_PER_BAHT, kip } from '@mocks/domain/member-money';
import { addRefundToWallet, receiveRefund, refundCheck } from '@mocks/domain/refund';
import { RuleError } from '@mocks/domain/rule-error';
import { claimCoupon, seedForSlice, setSpinSeed, spinWheel } from '@mocks/domain/spin';
import { applyWithdraw, withdrawLimitsFor } from '@mocks/domain/wallet';
import { createSeed } from '@mocks/seed';
import type { MockDb } from '@mocks/types';
import { toSatang } from '@/rules/money';

// The mock's Laos world (docs/backend-contract.md "the kip world"): the baht world's rules, every fixed amount
// times KIP_PER_BAHT for a member registered in kip, the baht member's unchanged.

const KIP = 'm-1004';
const BAHT = 'm-1001';
const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);
const HOUR = 60 * 60 * 1000;
const member = (db: MockDb, id: string) => db.members.find((m) => m._id === id)!;
/** The member's wallet and games plus pending withdrawals, in satang. */
const held = (db: MockDb, id: string) =>
  toSatang(member(db, id).wallet) +
  member(db, id).games.reduce((sum, g) => sum + toSatang(g.amount), 0) +
  db.withdrawals.filter((w) => w.memberId === id).reduce((sum, w) => sum + toSatang(w.amount), 0);
const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};
/** A credit's change of the money the member holds, and the statement entry it wrote. */
function credited(db: MockDb, id: string, rule: () => unknown) {
  const before = held(db, id);
  const entries = db.statements.length;
  rule();
  return { added: (held(db, id) - before) / 100, entries: db.statements.slice(entries) };
}

describe('the kip world of the mock', () => {
  it('one rate-like factor: 1,000 kip for a baht of the seed; the Laos member is seeded with it', () => {
    expect(KIP_PER_BAHT).toBe(1000);
    expect(kip(1500)).toBe(1_500_000);
    expect(member(createSeed(), KIP)).toMatchObject({ wallet: 1_500_000, currency: 'LAK' });
  });

  it('withdraw bounds in the member’s money: a kip member withdraws 100,000 kip, a baht member 100 baht', () => {
    const db = createSeed();
    expect(withdrawLimitsFor(member(db, KIP))).toEqual({ withdrawMin: 100_000, withdrawMax: 50_000_000 });
    expect(withdrawLimitsFor(member(db, BAHT))).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect(withdrawLimitsFor(null)).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    const start = held(db, KIP);
    expect(applyWithdraw(db, KIP, 'withdraw', 100_000, withdrawLimitsFor(member(db, KIP)))).toMatchObject({
      amount: 100_000,
      status: 'PENDING',
    });
    expect(codeOf(() => applyWithdraw(db, KIP, 'withdraw', 99_999.99, withdrawLimitsFor(member(db, KIP))))).toBe(
      'KEY_INVALID',
    );
    expect(held(db, KIP)).toBe(start);
  });

  it('withdraw-all gathers the kip games and withdraws the whole 1,870,000 kip; the total is conserved', () => {
    const db = createSeed();
    const start = held(db, KIP);
    const all = start / 100;
    expect(all).toBe(1_870_000);
    applyWithdraw(db, KIP, 'withdrawAll', all, withdrawLimitsFor(member(db, KIP)));
    expect(member(db, KIP).wallet).toBe(0);
    expect(held(db, KIP)).toBe(start);
  });

  it('a slip of 250,000 kip is read with its amount and credits 250,000 kip when it settles', () => {
    const db = createSeed();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const file = (filename: string): MultipartPart => ({ name: 'file', filename, type: 'image/png', data: png });
    expect(slipAmountFromName('slip-250000.png', member(db, KIP))).toBe(250_000);
    expect(slipAmountFromName('slip-250000.png', member(db, BAHT))).toBe(0);
    expect(slipAmountFromName('slip.png', member(db, KIP))).toBe(100_000);
    const slip = uploadSlip(db, KIP, [file('slip-250000.png')], T0);
    expect(slip).toMatchObject({ amount: 250_000, status: 'PENDING' });
    const { added, entries } = credited(db, KIP, () => settleDueSlips(db, T0 + HOUR));
    expect(slip.status).toBe('SUCCESS');
    expect(added).toBe(250_000);
    expect(entries).toMatchObject([{ statementType: 'deposit', amount: 250_000, memberId: KIP }]);
  });

  it('bonuses and promotions pay kip to a kip member and baht to a baht member, each written to the statement', () => {
    const db = createSeed();
    const daily = credited(db, KIP, () => activateBonus(db, KIP, 'DAILY20', T0));
    expect(daily.added).toBe(20_000);
    expect(daily.entries).toMatchObject([{ statementType: 'bonus', amount: 20_000 }]);
    clearActiveReward(db, KIP, T0);
    expect(credited(db, KIP, () => activatePromotion(db, KIP, 'SUMMER50', T0)).added).toBe(50_000);
    const baht = credited(db, BAHT, () => activatePromotion(db, BAHT, 'NEWYEAR100', T0));
    expect(baht.added).toBe(100);
  });

  it('a bonus’s end threshold is in the member’s money', () => {
    const db = createSeed();
    activateBonus(db, KIP, 'WEEKLY50', T0);
    // WEEKLY50 ends below 5 baht: 5,000 kip for the kip member, whose 1,920,000 kip are above it.
    expect(cancelMinimum(db.rewards, member(db, KIP))).toMatchObject({ status: false, minimum: 5_000 });
    expect(codeOf(() => clearActiveReward(db, KIP, T0))).toBe('BONUS_CONDITION');
  });

  it('the refund minimum is 1,000 kip: a kip member’s refund of 999 kip waits, 1,000 kip is paid', () => {
    const db = createSeed();
    const play = (result: number, n: number) =>
      db.plays.push({
        _id: `p-${n}`,
        memberId: KIP,
        game: 'pg',
        result,
        balanceAfter: 0,
        createdAt: new Date(T0 - n * HOUR).toISOString(),
      });
    play(-19_980, 2); // 5% = 999 kip
    expect(refundCheck(db, KIP, T0)).toMatchObject({ refundAmount: 999, info: { minimum: 1_000 } });
    expect(codeOf(() => receiveRefund(db, KIP, T0, { active: true }))).toBe('REFUND_MINIMUM');
    play(-20, 1); // 5% of 20,000 kip = 1,000 kip
    expect(receiveRefund(db, KIP, T0, { active: true })).toBe(1_000);
    expect(credited(db, KIP, () => addRefundToWallet(db, KIP, T0, { active: true })).added).toBe(1_000);
  });

  it('a cash prize of the wheel is 20,000 kip for a kip member and 20 baht for a baht member', () => {
    for (const [id, amount] of [
      [KIP, 20_000],
      [BAHT, 20],
    ] as const) {
      const db = createSeed();
      member(db, id).coin = 1;
      setSpinSeed(db, seedForSlice(db, 'CASH20'));
      const { coupon } = spinWheel(db, id, true, T0);
      expect(coupon).toMatchObject({ amount });
      const { added, entries } = credited(db, id, () => claimCoupon(db, id, coupon!._id, T0));
      expect(added).toBe(amount);
      expect(entries).toMatchObject([{ statementType: 'bonus', from: 'LUCKYDRAW', amount }]);
    }
  });
});
