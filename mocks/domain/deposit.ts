/**
 * Deposit rules of the mocked backend (deposit issue): QR codes (qr.ts), slips (slip.ts), gift links
 * (gift-link.ts) and the manual deposit notice (here). Pure functions over a db draft and a time in ms;
 * handlers call them inside updateDb, so a RuleError leaves nothing changed.
 */
import type { MockDb } from '../types';
import { depositMember, isDepositAmount } from './deposit-money';
import { recordStatement } from './ledger';
import { RuleError } from './rule-error';

export * from './deposit-money';
export * from './gift-link';
export * from './multipart';
export * from './qr';
export * from './slip';

// ---------------------------------------------------------------------------------------------
// Manual deposit notice

/** The member says they sent an amount: a pending deposit entry, no money moves. */
export function recordDepositNotice(db: MockDb, memberId: string, amount: unknown) {
  if (amount === undefined || amount === null) throw new RuleError('KEY_MISSING');
  if (!isDepositAmount(amount, depositMember(db, memberId))) throw new RuleError('KEY_INVALID');
  return recordStatement(db, {
    memberId,
    statementType: 'deposit',
    status: 'PENDING',
    from: 'MANUAL',
    to: 'WALLET',
    amount,
  });
}
