import { describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { recordStatement } from '@mocks/domain/ledger';
import { applyWithdraw, withdrawLimitsFor } from '@mocks/domain/wallet';
import { qaActions } from '@mocks/qa/actions';
import { settleWithdrawal } from '@mocks/qa/withdrawal-actions';

function pendingWithdrawal(amount: number) {
  return updateDb((db) => {
    const member = db.members[0];
    member.wallet -= amount;
    db.withdrawals.push({
      _id: 'wd-test',
      memberId: member._id,
      amount,
      bankCode: member.bankCode,
      bankAccountNo: member.bankAccountNo,
      bankAccountName: member.bankAccountName,
      status: 'PENDING',
      createdAt: new Date().toISOString(),
    });
    recordStatement(db, {
      memberId: member._id,
      statementType: 'withdraw',
      status: 'PENDING',
      from: 'WALLET',
      to: member.bankCode,
      amount,
    });
    return member.wallet;
  });
}

describe('QA: settle a pending withdrawal', () => {
  it('is offered in the console', () => {
    expect(qaActions().map((a) => a.id)).toContain('settle-withdrawal');
  });

  it('SUCCESS marks the withdrawal and its statement paid without touching the wallet', () => {
    const walletAfterRequest = pendingWithdrawal(300);
    settleWithdrawal('wd-test', 'SUCCESS');
    expect(getDb().withdrawals.find((w) => w._id === 'wd-test')?.status).toBe('SUCCESS');
    expect(getDb().statements.at(-1)?.status).toBe('SUCCESS');
    expect(getDb().members[0].wallet).toBe(walletAfterRequest);
  });

  it('FAILED returns the money to the wallet', () => {
    const walletAfterRequest = pendingWithdrawal(300);
    settleWithdrawal('wd-test', 'FAILED');
    expect(getDb().members[0].wallet).toBe(walletAfterRequest + 300);
    expect(getDb().statements.at(-1)?.status).toBe('FAILED');
  });

  it('settles the withdrawal it names, not the oldest pending one of the same amount', () => {
    const [first, second] = updateDb((db) => {
      const member = db.members[0];
      const limits = withdrawLimitsFor(member);
      return [
        applyWithdraw(db, member._id, 'withdraw', 150, limits),
        applyWithdraw(db, member._id, 'withdraw', 150, limits),
      ];
    });
    settleWithdrawal(second._id, 'FAILED');
    const line = (id: string | undefined) => getDb().statements.find((s) => s._id === id)?.status;
    expect(line(second.statementId)).toBe('FAILED');
    expect(line(first.statementId)).toBe('PENDING');
    expect(getDb().withdrawals.find((w) => w._id === first._id)?.status).toBe('PENDING');
  });

  it('refuses an unknown or already settled withdrawal and changes nothing', () => {
    pendingWithdrawal(100);
    settleWithdrawal('wd-test', 'SUCCESS');
    const before = JSON.stringify(getDb());
    expect(() => settleWithdrawal('wd-test', 'FAILED')).toThrow(/No pending withdrawal/);
    expect(JSON.stringify(getDb())).toBe(before);
  });
});
