import { getDb, updateDb } from '../db';
import { addMoney } from '@/rules/money';
import { registerQaAction } from './actions';

/**
 * Settles a pending withdrawal as the bank would: SUCCESS marks it paid; FAILED returns the
 * money to the wallet. Its own statement line takes the same status (in a database saved before withdrawals
 * named their line: the oldest pending line of the same amount).
 */
export function settleWithdrawal(id: string, result: 'SUCCESS' | 'FAILED'): string {
  return updateDb((db) => {
    const withdrawal = db.withdrawals.find((w) => w._id === id && w.status === 'PENDING');
    if (!withdrawal) throw new Error(`No pending withdrawal ${id}`);
    const member = db.members.find((m) => m._id === withdrawal.memberId);
    if (!member) throw new Error(`No member for withdrawal ${id}`);
    withdrawal.status = result;
    const statement = withdrawal.statementId
      ? db.statements.find((s) => s._id === withdrawal.statementId)
      : db.statements.find(
          (s) =>
            s.memberId === member._id &&
            s.statementType === 'withdraw' &&
            s.status === 'PENDING' &&
            s.amount === withdrawal.amount,
        );
    if (statement) statement.status = result;
    if (result === 'FAILED') member.wallet = addMoney(member.wallet, withdrawal.amount);
    return `${id}: ${result} (${withdrawal.amount.toFixed(2)})`;
  });
}

registerQaAction({
  id: 'settle-withdrawal',
  labelKey: 'qa.withdrawal.title',
  fields: [
    {
      name: 'id',
      labelKey: 'qa.withdrawal.pending',
      options: () =>
        getDb()
          .withdrawals.filter((w) => w.status === 'PENDING')
          .map((w) => ({ value: w._id, label: `${w._id} · ${w.amount.toFixed(2)} · ${w.bankCode}` })),
    },
    {
      name: 'result',
      labelKey: 'qa.withdrawal.result',
      options: () => [
        { value: 'SUCCESS', label: 'SUCCESS' },
        { value: 'FAILED', label: 'FAILED' },
      ],
    },
  ],
  run: ({ id = '', result }) => settleWithdrawal(id, result === 'FAILED' ? 'FAILED' : 'SUCCESS'),
});
