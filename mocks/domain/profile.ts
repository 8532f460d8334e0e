import type { AnswerOf } from '@/contract/endpoint';
import type { account } from '@/contract/account';
import { isEnglishName, needsEnglishName } from '@/rules/bank-account';
import { BANKS } from '../content';
import type { MockDb, MockMember } from '../types';
import { RuleError } from './rule-error';
import { hashPassword, passwordMatches } from './password';

export interface ProfileUpdate {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Validates and applies PUT /api/account/profile; throws RuleError and changes nothing on bad input. */
export function updateProfile(
  db: MockDb,
  memberId: string,
  body: Partial<Record<keyof ProfileUpdate, unknown>> | null,
  bankCodes: readonly string[],
) {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  const name = text(body?.name);
  const bankCode = text(body?.bankCode).toUpperCase();
  const bankAccountName = text(body?.bankAccountName).replace(/\s+/g, ' ').toUpperCase();
  const bankAccountNo = text(body?.bankAccountNo).replace(/[\s-]/g, '');
  if (!name || !bankCode || !bankAccountName || !bankAccountNo) throw new RuleError('KEY_MISSING');
  if (!bankCodes.includes(bankCode)) throw new RuleError('INVALID_BANK');
  if (!/^\d{10,15}$/.test(bankAccountNo)) throw new RuleError('INVALID_USER_INFO');
  if (needsEnglishName(bankCode) && !isEnglishName(bankAccountName)) throw new RuleError('BANK_ACCOUNT_NAME_ENG');
  if (db.members.some((m) => m._id !== memberId && m.bankCode === bankCode && m.bankAccountNo === bankAccountNo)) {
    throw new RuleError('EXISTING_BANK', 409);
  }
  Object.assign(member, { name, bankCode, bankAccountName, bankAccountNo });
  return member;
}

/**
 * PUT /api/account/changepwd: both fields required, the old one must match (`proof.oldMatches`); the new one
 * replaces it (`proof.newHash`, its slow hash, made before this synchronous update: passwordChangeProof).
 */
export function changePassword(
  db: MockDb,
  memberId: string,
  oldPassword: unknown,
  newPassword: unknown,
  proof: PasswordChangeProof,
): void {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  if (typeof oldPassword !== 'string' || typeof newPassword !== 'string' || !oldPassword || !newPassword) {
    throw new RuleError('KEY_MISSING');
  }
  if (newPassword.trim() === '') throw new RuleError('KEY_INVALID');
  if (!proof.oldMatches) throw new RuleError('WRONG_PASSWORD');
  member.passwordHash = proof.newHash;
}

export interface PasswordChangeProof {
  oldMatches: boolean;
  newHash: string;
}

/** The slow parts of a password change, before the update: whether the old one matches, the new one's hash. */
export async function passwordChangeProof(
  member: Pick<MockMember, 'passwordHash'>,
  oldPassword: unknown,
  newPassword: unknown,
): Promise<PasswordChangeProof> {
  const usable = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  if (!usable(oldPassword) || !usable(newPassword)) return { oldMatches: false, newHash: '' };
  const oldMatches = await passwordMatches(oldPassword, member.passwordHash);
  return { oldMatches, newHash: oldMatches ? await hashPassword(newPassword) : '' };
}

/** The profile answer: the profile (with the member id) and the bank account with the bank's names. */
export function profileBody(member: MockMember): AnswerOf<typeof account.profile> {
  const bank = BANKS.find((b) => b.code === member.bankCode);
  return {
    profile: {
      _id: member._id,
      memberId: member.memberId,
      name: member.name,
      username: member.username,
      createdAt: member.createdAt,
      coin: member.coin,
    },
    bankAccount: {
      bankCode: member.bankCode,
      bankAccountName: member.bankAccountName,
      bankAccountNo: member.bankAccountNo,
      bank: { nameTH: bank?.nameTH ?? member.bankCode, nameEN: bank?.nameEN ?? member.bankCode },
    },
  };
}
