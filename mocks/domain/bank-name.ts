import type { MockDb, MockMember } from '../types';
import { ENGLISH_NAME_BANKS } from './profile';
import { RuleError } from './rule-error';

/**
 * PUT /api/account/bankAccountName: the member's own bank only; a non-empty name, English letters and
 * spaces for KTB, TMB and BBL (BANK_ACCOUNT_NAME_ENG); saved upper-cased with single spaces.
 */
export function renameBankAccount(db: MockDb, memberId: string, body: { bankCode?: unknown; bankAccountName?: unknown } | null): string {
  if (!body || typeof body.bankCode !== 'string' || typeof body.bankAccountName !== 'string') throw new RuleError('KEY_MISSING');
  const name = body.bankAccountName.trim().replace(/\s+/g, ' ');
  if (!name) throw new RuleError('KEY_MISSING');
  const member: MockMember | undefined = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  if (body.bankCode !== member.bankCode) throw new RuleError('INVALID_BANK');
  if (ENGLISH_NAME_BANKS.includes(member.bankCode) && !/^[A-Za-z ]+$/.test(name)) throw new RuleError('BANK_ACCOUNT_NAME_ENG');
  member.bankAccountName = name.toUpperCase();
  return member.bankAccountName;
}
