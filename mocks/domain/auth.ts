import type { MockDb, MockGameAccount, MockMember } from '../types';
import {
  checkRegistration,
  checkUnique,
  isLoginThrottled,
  withLoginFailure,
  type Registration,
  type RegistrationRules,
} from './account';
import { isPhoneVerified, otpsOf } from './otp';
import { RuleError } from './rule-error';
import { passwordMatches } from './password';

/**
 * Whether `password` is the password of the member with this phone: the slow hash runs here, before the login
 * rule, which runs inside a synchronous database update.
 */
export async function isMemberPassword(db: Readonly<MockDb>, username: string, password: string): Promise<boolean> {
  const member = db.members.find((m) => m.username === username.trim());
  if (!member || !password) return false;
  return passwordMatches(password, member.passwordHash);
}

/**
 * POST /api/login: opens a session for the right phone and password (`passwordOk`: isMemberPassword). Five
 * wrong passwords within a minute answer REQUEST_LIMIT_1MIN. A wrong password is recorded in `db` and handed
 * back as the refusal to throw once the record is saved (a throw inside updateDb would drop it); a right one
 * clears the record.
 */
export function logIn(
  db: MockDb,
  username: string,
  password: string,
  passwordOk: boolean,
  at: number,
  session: { token: string; createdAt: string },
): RuleError | null {
  const phone = username.trim();
  if (!phone || !password) throw new RuleError('KEY_MISSING');
  if (isLoginThrottled(db.loginFailures ?? [], phone, at)) throw new RuleError('REQUEST_LIMIT_1MIN', 429);
  const member = db.members.find((m) => m.username === phone);
  if (!member || !passwordOk) {
    db.loginFailures = withLoginFailure(db.loginFailures ?? [], phone, at);
    return new RuleError('WRONG_CREDENTIAL', 401);
  }
  if (!member.active) throw new RuleError('INACTIVE_USER', 403);
  db.loginFailures = (db.loginFailures ?? []).filter((f) => f.username !== phone);
  db.sessions.push({ token: session.token, memberId: member._id, createdAt: session.createdAt });
  return null;
}

/** POST /api/logout: the session of this token ends; any later call with it answers invalid-token. */
export function logOut(db: MockDb, token: string): void {
  db.sessions = db.sessions.filter((session) => session.token !== token);
}

/**
 * Shared by validate and register: field rules, uniqueness, and the verified OTP when OTP is on.
 * `withBank` false (the validate call of step 3) checks the bank fields only when they are filled in.
 */
export function checkAccount(
  db: Readonly<MockDb>,
  body: Record<string, unknown>,
  rules: RegistrationRules,
  options: { withBank: boolean; otpRequired: boolean },
): Registration {
  const checked = checkRegistration(body, rules, options.withBank);
  if (!checked.ok) throw new RuleError(checked.code);
  const duplicate = checkUnique(db.members, checked.value);
  if (duplicate) throw new RuleError(duplicate, 409);
  if (options.otpRequired && !isPhoneVerified(otpsOf(db), checked.value.username))
    throw new RuleError('UNVERIFIED_OTP', 403);
  return checked.value;
}

/** Adds the registered member (no money, the OTP consumed; `passwordHash` of value.password) and hands it back. */
export function addMember(
  db: MockDb,
  value: Registration,
  passwordHash: string,
  createdAt: string,
  games: MockGameAccount[],
): MockMember {
  const memberId = db.nextMemberId;
  db.nextMemberId += 1;
  const member: MockMember = {
    _id: `m-${memberId}`,
    memberId,
    name: value.name,
    username: value.username,
    passwordHash,
    active: true,
    createdAt,
    coin: 0,
    sourceCode: value.sourceCode,
    inviteCode: value.inviteCode,
    currency: value.currency,
    bankCode: value.bankCode,
    bankAccountName: value.bankAccountName,
    bankAccountNo: value.bankAccountNo,
    wallet: 0,
    games,
  };
  db.members.push(member);
  db.otps = otpsOf(db).filter((r) => r.phone !== value.username);
  return member;
}
