import { describe, expect, it } from 'vitest';
import { createSeed } from '@mocks/seed';
import { addRefundToWallet, receiveRefund, refundCheck, refundFromPlays, refundState } from '@mocks/domain/refund';
import type { MockDb } from '@mocks/types';
import { ruleCode } from '@tests/support/rule-code';

const codeOf = ruleCode;

const memberOf = (db: MockDb, id: string) => db.members.find((m) => m._id === id)!;

describe('refunds on the mock', () => {
  const now = Date.now();

  it('rebates the net loss in satang', () => {
    expect(
      refundFromPlays([{ result: -120 }, { result: -80.5 }, { result: 30 }, { result: -45 }, { result: -60 }], 5),
    ).toEqual({
      wins: 30,
      losses: 305.5,
      amount: 13.78,
    });
    expect(refundFromPlays([{ result: 50 }, { result: -20 }], 5).amount).toBe(0);
  });

  it('receive then add to wallet moves the money once and conserves it', () => {
    const db = createSeed();
    expect(refundState(db, 'm-1001', now).amount).toBe(13.78);
    const wallet = memberOf(db, 'm-1001').wallet;
    expect(receiveRefund(db, 'm-1001', now, { active: true })).toBe(13.78);
    expect(refundState(db, 'm-1001', now + 1).amount).toBe(0);
    expect(codeOf(() => receiveRefund(db, 'm-1001', now + 1, { active: true }))).toBe('NO_REFUND');
    expect(memberOf(db, 'm-1001').wallet).toBe(wallet);
    expect(addRefundToWallet(db, 'm-1001', now + 2, { active: true })).toBe(13.78);
    expect(memberOf(db, 'm-1001').wallet).toBe(wallet + 13.78);
    expect(db.rewards.refundBalances.find((b) => b.memberId === 'm-1001')!.amount).toBe(0);
    expect(db.statements.at(-1)).toMatchObject({ from: 'REFUND', amount: 13.78, statementType: 'bonus' });
    expect(codeOf(() => addRefundToWallet(db, 'm-1001', now + 3, { active: true }))).toBe('NO_REFUND');
  });

  it('add to wallet takes the refund due at once (the check says a refund exists) and conserves it', () => {
    const db = createSeed();
    expect(refundCheck(db, 'm-1001', now)).toMatchObject({ result: true, bonus: false, refundAmount: 13.78 });
    const wallet = memberOf(db, 'm-1001').wallet;
    const refunds = db.rewards.refunds.length;
    expect(addRefundToWallet(db, 'm-1001', now, { active: true })).toBe(13.78);
    expect(memberOf(db, 'm-1001').wallet).toBe(wallet + 13.78);
    // Recorded in the refund log, nothing held back, one statement.
    expect(db.rewards.refunds).toHaveLength(refunds + 1);
    expect(db.rewards.refunds.at(-1)).toMatchObject({ memberId: 'm-1001', refundAmount: 13.78 });
    expect(db.rewards.refundBalances.find((b) => b.memberId === 'm-1001')!.amount).toBe(0);
    expect(db.statements.at(-1)).toMatchObject({ from: 'REFUND', amount: 13.78 });
    expect(refundCheck(db, 'm-1001', now + 1)).toMatchObject({ result: false, refundAmount: 0 });
    expect(codeOf(() => addRefundToWallet(db, 'm-1001', now + 1, { active: true }))).toBe('NO_REFUND');
  });

  it('add to wallet answers why when there is nothing to pay: REFUND_CONDITION, REFUND_MINIMUM, REFUND_INACTIVE', () => {
    const db = createSeed();
    expect(codeOf(() => addRefundToWallet(db, 'm-1002', now, { active: true }))).toBe('REFUND_CONDITION');
    expect(codeOf(() => addRefundToWallet(db, 'm-2001', now, { active: true }))).toBe('REFUND_MINIMUM');
    expect(codeOf(() => addRefundToWallet(db, 'm-1001', now, { active: false }))).toBe('REFUND_INACTIVE');
  });

  it('REFUND_CONDITION while a bonus is active, REFUND_MINIMUM below the minimum, REFUND_INACTIVE when off', () => {
    const db = createSeed();
    expect(codeOf(() => receiveRefund(db, 'm-1002', now, { active: true }))).toBe('REFUND_CONDITION');
    expect(codeOf(() => receiveRefund(db, 'm-2001', now, { active: true }))).toBe('REFUND_MINIMUM');
    expect(codeOf(() => receiveRefund(db, 'm-1001', now, { active: false }))).toBe('REFUND_INACTIVE');
    expect(codeOf(() => receiveRefund(db, 'm-2003', now, { active: true }))).toBe('NO_REFUND');
  });
});
