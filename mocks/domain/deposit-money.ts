import type { MockDb, MockMember } from '../types';
import { recordStatement } from './ledger';
import { addMoney, toSatang } from '@/rules/money';
import { RuleError } from './rule-error';
import { inMemberMoney } from './member-money';

/**
 * What every deposit rule shares (deposit issue): the amount bounds, the member, and crediting the wallet.
 * Money only arrives through a paid QR code (QA action), a slip that settles SUCCESS, or a valid gift
 * link; the manual notice only records a pending statement entry.
 */

// ---------------------------------------------------------------------------------------------
// Amounts

/** Largest amount one deposit (QR code, notice, gift link, slip) may carry, in baht (a kip member's: member-money.ts). */
export const DEPOSIT_MAXIMUM = 100_000;

/** The deposit maximum in the member's money (baht when no member is named). */
export const depositMaximumFor = (member?: Pick<MockMember, 'currency'> | null): number =>
  inMemberMoney(DEPOSIT_MAXIMUM, member);

/** A positive amount with at most two decimals, no larger than the member's deposit maximum. */
export function isDepositAmount(value: unknown, member?: Pick<MockMember, 'currency'> | null): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= depositMaximumFor(member) &&
    Math.abs(toSatang(value) - value * 100) < 1e-6
  );
}

export function depositMember(db: MockDb, memberId: string): MockMember {
  const found = db.members.find((m) => m._id === memberId);
  if (!found) throw new RuleError('NO_USER', 404);
  return found;
}

/** Credits the wallet and writes the deposit statement entry: the one way money arrives. */
export function credit(db: MockDb, memberId: string, amount: number, from: string): void {
  const target = depositMember(db, memberId);
  target.wallet = addMoney(target.wallet, amount);
  recordStatement(db, { memberId, statementType: 'deposit', status: 'SUCCESS', from, to: 'WALLET', amount });
}

/** Databases saved in the browser before the deposit slices existed get them here. */
export function ensureDepositSlices(db: MockDb): void {
  db.qrcodes ??= [];
  db.giftLinks ??= [];
  db.slipChecks ??= [];
  db.slips ??= [];
}
