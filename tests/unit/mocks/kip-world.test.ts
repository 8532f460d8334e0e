import { describe, expect, it } from 'vitest';
import { activateBonus, activatePromotion, cancelMinimum, clearActiveReward } from '@mocks/domain/bonus';
import { settleDueSlips, slipAmountFromName, uploadSlip, type MultipartPart } from '@mocks/domain/deposit';
import { KIP_PER_BAHT, kip } from '@mocks/domain/member-money';
import { addRefundToWallet, receiveRefund, refundCheck } from '@mocks/domain/refund';
import { RuleError } from '@mocks/domain/rule-error';
import { claimCoupon, seedForSlice, setSpinSeed, spinWheel } from '@mocks/domain/spin';
import { simulatePlay } from '@mocks/domain/games';
import { inviteBonusDue, inviteList } from '@mocks/domain/invite';
import { applyWithdraw, transfer, transferAll, WALLET, withdrawLimitsFor } from '@mocks/domain/wallet';
import { inviteSummary } from '@mocks/domain/wallet-answer';
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

  describe('whole kip only (issue 41): a Lao bank pays out no fraction of a kip', () => {
    const whole = (amount: number) => Number.isInteger(amount);
    /** A generator of numbers in [0, 1) that fixes the sequence (mulberry32). */
    const seeded = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };

    it('simulated play wins and loses whole kip, and every change is a recorded result', () => {
      const db = createSeed();
      const random = seeded(41);
      let results = 0;
      for (let round = 0; round < 200; round += 1) {
        const before = held(db, KIP);
        const plays = simulatePlay(member(db, KIP), random);
        results += plays.length;
        for (const play of plays) {
          expect(whole(play.result) && whole(play.balanceAfter), `${play.game} ${play.result}`).toBe(true);
        }
        // Play is the one rule that makes or takes money: the change is exactly the sum of its results.
        expect(held(db, KIP) - before).toBe(plays.reduce((sum, play) => sum + toSatang(play.result), 0));
      }
      expect(results).toBeGreaterThan(100);
      expect(whole(member(db, KIP).wallet)).toBe(true);
      for (const game of member(db, KIP).games) expect(whole(game.amount)).toBe(true);
      // The baht member's play keeps its satang.
      const baht = createSeed();
      const bahtPlays = Array.from({ length: 20 }, () => simulatePlay(member(baht, BAHT), random)).flat();
      expect(bahtPlays.some((play) => !whole(play.result))).toBe(true);
    });

    it('a refund of kip losses is whole kip (5% of 19,990 kip is 1,000, not 999.50)', () => {
      const db = createSeed();
      db.plays.push({
        _id: 'p-1',
        memberId: KIP,
        game: 'pg',
        result: -19_990,
        balanceAfter: 0,
        createdAt: new Date(T0 - HOUR).toISOString(),
      });
      expect(refundCheck(db, KIP, T0)).toMatchObject({ refundAmount: 1_000 });
      expect(receiveRefund(db, KIP, T0, { active: true })).toBe(1_000);
    });

    it('referral bonuses of a kip inviter are whole kip, on home and in the invite list', () => {
      const db = createSeed();
      // The seeded inviter, registered in kip for this test: their invitees' baht-sized moves give shares in satang.
      const now = Date.now();
      const invitee = db.members.find((m) => m.inviteCode === 'PR1001')!;
      db.plays.push({
        _id: 'p-1',
        memberId: invitee._id,
        game: 'pg',
        result: -33.33, // 10% is 3.333: 3.33 baht to a baht inviter
        balanceAfter: 0,
        createdAt: new Date(now - HOUR).toISOString(),
      });
      expect(inviteBonusDue(db, member(db, BAHT), now)).toBe(59.33);
      member(db, BAHT).currency = 'LAK';
      expect(inviteBonusDue(db, member(db, BAHT), now)).toBe(59);
      for (const row of inviteList(db, member(db, BAHT), now)) expect(whole(row.amount)).toBe(true);
      expect(inviteSummary([[100.1, 200.3]], 100).amount).toBe(15);
      expect(inviteSummary([[100.1, 200.3]]).amount).toBe(15.02);
    });

    it('transfers and withdrawals of a fraction of a kip are refused; a baht member moves satang', () => {
      const db = createSeed();
      const start = held(db, KIP);
      expect(codeOf(() => transfer(member(db, KIP), { from: WALLET, to: 'pg', amount: 10.5 }))).toBe('KEY_INVALID');
      const limits = withdrawLimitsFor(member(db, KIP));
      expect(codeOf(() => applyWithdraw(db, KIP, 'withdraw', 100_000.5, limits))).toBe('KEY_INVALID');
      expect(held(db, KIP)).toBe(start);
      expect(transfer(member(db, BAHT), { from: WALLET, to: 'pg', amount: 10.5 }).moves).toHaveLength(1);
    });

    it('transfer-all of a kip member moves whole kip and leaves the fraction where it was; nothing is lost', () => {
      const db = createSeed();
      // Balances a backend might hold from before: fractions of a kip.
      member(db, KIP).wallet = 1_500_000.75;
      const pg = member(db, KIP).games.find((g) => g.code === 'pg')!;
      const start = held(db, KIP);
      const { moves } = transferAll(member(db, KIP), 'pg');
      expect(moves.map((m) => m.amount).every(whole)).toBe(true);
      expect(member(db, KIP).wallet).toBe(0.75);
      expect(whole(pg.amount)).toBe(true);
      expect(held(db, KIP)).toBe(start);
    });
  });
});
