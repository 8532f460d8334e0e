import { isEnglishName, needsEnglishName } from '@/rules/bank-account';
import { phoneProblem } from '@/rules/phone';
import type { MockLoginFailure, MockMember } from '../types';

/** Five wrong passwords for a phone within a minute answer REQUEST_LIMIT_1MIN until the minute has passed. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

export interface RegistrationRules {
  /** Exact phone length, or null (Laos build: digits only, no length check). */
  phoneLength: number | null;
  bankCodes: readonly string[];
  sourceCodes: readonly string[];
  /** Currencies the build offers; empty means no currency is taken (Thai build). */
  currencies: readonly string[];
}

export interface Registration {
  name: string;
  username: string;
  password: string;
  sourceCode: string;
  inviteCode: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  currency: string | null;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; code: string };

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const fail = (code: string): { ok: false; code: string } => ({ ok: false, code });

const PHONE_CODES = {
  required: 'KEY_MISSING',
  length: 'PHONE_NUMBER_REQUIRE_10_DIGIT',
  digits: 'INVALID_USER_INFO',
} as const;

/** The app's phone rule (src/rules/phone), answered with the server's codes. */
export function checkPhone(raw: unknown, phoneLength: number | null): string | null {
  const problem = phoneProblem(raw, phoneLength);
  return problem ? PHONE_CODES[problem] : null;
}

/**
 * An invite code as the mock stores it: trimmed, upper-case, and an inviter named by the profile id
 * (PR{_id}, the app's invite link of spec section 2: PRm-1001) in the older numeric form PR{memberId}
 * (the mock's ids are m-{memberId}), so both forms name the same inviter.
 */
export function canonicalInviteCode(raw: string): string {
  const code = raw.trim().toUpperCase();
  const byProfileId = /^PRM-(\d{1,9})$/.exec(code);
  return byProfileId ? `PR${byProfileId[1]}` : code;
}

/** The inviter's memberId of a code like PR1001 (or PRm-1001, by profile id), or null. */
export function inviterMemberId(inviteCode: string): number | null {
  const match = /^PR(\d{1,9})$/.exec(canonicalInviteCode(inviteCode));
  return match ? Number(match[1]) : null;
}

/**
 * Checks a registration body field by field. `withBank` false (the validate call of step 3)
 * checks the bank fields only when they are filled in.
 */
export function checkRegistration(
  body: Record<string, unknown>,
  rules: RegistrationRules,
  withBank: boolean,
): Checked<Registration> {
  const name = str(body.name);
  const username = str(body.username);
  const password = typeof body.password === 'string' ? body.password : '';
  const sourceCode = str(body.sourceCode);
  const inviteCode = canonicalInviteCode(str(body.inviteCode));
  const bankCode = str(body.bankCode);
  const bankAccountName = str(body.bankAccountName).replace(/\s+/g, ' ').toUpperCase();
  const bankAccountNo = str(body.bankAccountNo);
  const currency = str(body.currency);

  // The source is optional (spec section 5 does not require it): empty is taken, an unknown code is not.
  if (!name || !username || !password) return fail('KEY_MISSING');
  const phoneProblem = checkPhone(username, rules.phoneLength);
  if (phoneProblem) return fail(phoneProblem);
  if (name.length > 100 || password.length > 100) return fail('INVALID_USER_INFO');
  if (sourceCode && !rules.sourceCodes.includes(sourceCode)) return fail('KEY_INVALID');
  if (inviteCode && !/^[A-Z0-9]{1,20}$/.test(inviteCode)) return fail('KEY_INVALID');

  if (withBank || bankCode || bankAccountName || bankAccountNo) {
    if (!bankCode || !bankAccountName || !bankAccountNo) return fail('KEY_MISSING');
    if (!rules.bankCodes.includes(bankCode)) return fail('INVALID_BANK');
    // Digits of any length: the spec sets no length, and a bank number is digits.
    if (!/^\d+$/.test(bankAccountNo)) return fail('INVALID_USER_INFO');
    if (needsEnglishName(bankCode) && !isEnglishName(bankAccountName)) {
      return fail('BANK_ACCOUNT_NAME_ENG');
    }
  }
  if (withBank && rules.currencies.length > 0 && !rules.currencies.includes(currency)) return fail('KEY_INVALID');

  return {
    ok: true,
    value: {
      name,
      username,
      password,
      sourceCode,
      inviteCode,
      bankCode,
      bankAccountName,
      bankAccountNo,
      currency: rules.currencies.length > 0 && currency ? currency : null,
    },
  };
}

/** EXISTING_USER for a registered phone, EXISTING_BANK for a bank account already used, else null. */
export function checkUnique(
  members: readonly MockMember[],
  value: Pick<Registration, 'username' | 'bankCode' | 'bankAccountNo'>,
): string | null {
  if (members.some((m) => m.username === value.username)) return 'EXISTING_USER';
  if (
    value.bankAccountNo &&
    members.some((m) => m.bankCode === value.bankCode && m.bankAccountNo === value.bankAccountNo)
  ) {
    return 'EXISTING_BANK';
  }
  return null;
}

/** True while the phone has LOGIN_FAILURE_LIMIT failures inside the last minute. */
export function isLoginThrottled(failures: readonly MockLoginFailure[], username: string, at: number): boolean {
  const entry = failures.find((f) => f.username === username);
  return !!entry && entry.at.filter((t) => at - t < LOGIN_FAILURE_WINDOW_MS).length >= LOGIN_FAILURE_LIMIT;
}

/** The failure list after one more failed login (old entries dropped). */
export function withLoginFailure(
  failures: readonly MockLoginFailure[],
  username: string,
  at: number,
): MockLoginFailure[] {
  const others = failures.filter((f) => f.username !== username);
  const recent = (failures.find((f) => f.username === username)?.at ?? []).filter(
    (t) => at - t < LOGIN_FAILURE_WINDOW_MS,
  );
  return [...others, { username, at: [...recent, at] }];
}
