import { checkBankAccountName } from '@/rules/bank-account';
import type { MockDb } from '../types';
import { RuleError } from './rule-error';

/**
 * PUT /api/account/bankAccountName: the member's own bank only; a non-empty name, English letters and
 * spaces for KTB, TMB and BBL (BANK_ACCOUNT_NAME_ENG); saved upper-cased with single spaces.
 */
export function renameBankAccount(
  db: MockDb,
  memberId: string,
  body: { bankCode: string; bankAccountName: string },
): string {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  const { name, problem } = checkBankAccountName(member.bankCode, body.bankAccountName);
  if (problem === 'required') throw new RuleError('KEY_MISSING');
  if (body.bankCode !== member.bankCode) throw new RuleError('INVALID_BANK');
  if (problem === 'english') throw new RuleError('BANK_ACCOUNT_NAME_ENG');
  member.bankAccountName = name;
  return member.bankAccountName;
}
