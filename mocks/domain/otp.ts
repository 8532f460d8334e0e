import type { MockDb, MockOtp } from '../types';
import { checkPhone } from './account';
import { RuleError } from './rule-error';

/** The code every mocked OTP accepts (QA types it on step 2). */
export const OTP_CODE = '123456';
/** A sent code (its token) lives 5 minutes. */
export const OTP_TTL_MS = 5 * 60_000;
/** A resend for the same phone within 60 s answers REQUEST_LIMIT_1MIN. */
export const OTP_RESEND_MS = 60_000;
/** The fifth wrong code blocks the phone ... */
export const OTP_MAX_WRONG = 5;
/** ... for 30 minutes. */
export const OTP_BLOCK_MS = 30 * 60_000;

export type OtpFailure = { ok: false; code: string; status: number; record?: MockOtp };

export interface OtpSendAnswer {
  otpRef: string;
  otpToken: string;
  /** OTP_SENT for a fresh code, OTP_VERIFIED when the phone is verified already. */
  code: 'OTP_SENT' | 'OTP_VERIFIED';
}

export type OtpSendOutcome = { ok: true; record: MockOtp; answer: OtpSendAnswer } | OtpFailure;
export type OtpVerifyOutcome = { ok: true; record: MockOtp } | OtpFailure;

const isBlocked = (record: MockOtp | undefined, at: number): boolean =>
  !!record && record.blockedUntil !== null && at < record.blockedUntil;

/**
 * A send for `phone` at time `at`. `fresh` supplies the token and reference of a new code.
 * Wrong tries carry over a resend (a resend must not reset the five-try limit) until a block ends.
 */
export function sendOtp(
  existing: MockOtp | undefined,
  phone: string,
  at: number,
  fresh: { otpToken: string; otpRef: string },
): OtpSendOutcome {
  if (existing?.verified) {
    return {
      ok: true,
      record: existing,
      answer: { otpRef: existing.otpRef, otpToken: existing.otpToken, code: 'OTP_VERIFIED' },
    };
  }
  if (isBlocked(existing, at)) return { ok: false, code: 'OTP_BLOCK', status: 429 };
  if (existing && existing.blockedUntil === null && at - existing.sentAt < OTP_RESEND_MS) {
    return { ok: false, code: 'REQUEST_LIMIT_1MIN', status: 429 };
  }
  const blockEnded = existing?.blockedUntil != null;
  const record: MockOtp = {
    phone,
    otpToken: fresh.otpToken,
    otpRef: fresh.otpRef,
    sentAt: at,
    wrongAttempts: blockEnded ? 0 : (existing?.wrongAttempts ?? 0),
    blockedUntil: null,
    verified: false,
  };
  return { ok: true, record, answer: { otpRef: record.otpRef, otpToken: record.otpToken, code: 'OTP_SENT' } };
}

/** Checks `otpCode` against the record that owns `otpToken` (undefined: no such live token). */
export function verifyOtp(record: MockOtp | undefined, otpCode: string, at: number): OtpVerifyOutcome {
  if (!record) return { ok: false, code: 'OTP_TOKEN_INVALID', status: 400 };
  if (isBlocked(record, at)) return { ok: false, code: 'OTP_BLOCK', status: 429 };
  if (record.verified) return { ok: false, code: 'OTP_VERIFIED', status: 400 };
  if (at - record.sentAt > OTP_TTL_MS) return { ok: false, code: 'OTP_EXPIRED', status: 400 };
  if (otpCode !== OTP_CODE) {
    const wrongAttempts = record.wrongAttempts + 1;
    const blocked = wrongAttempts >= OTP_MAX_WRONG;
    return {
      ok: false,
      code: blocked ? 'OTP_BLOCK' : 'OTP_CODE_INVALID',
      status: blocked ? 429 : 400,
      record: { ...record, wrongAttempts, blockedUntil: blocked ? at + OTP_BLOCK_MS : null },
    };
  }
  return { ok: true, record: { ...record, verified: true, wrongAttempts: 0 } };
}

/** True when the phone has a verified OTP that registration may consume. */
export function isPhoneVerified(records: readonly MockOtp[], phone: string): boolean {
  return records.some((r) => r.phone === phone && r.verified);
}

/** A short reference the member can match with the SMS, e.g. "KQZT". */
export function makeOtpRef(random: () => number = Math.random): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  return Array.from({ length: 4 }, () => letters[Math.floor(random() * letters.length)]).join('');
}

/** A database saved by an older build may lack the visitor tables. */
export const otpsOf = (db: Readonly<MockDb>) => db.otps ?? [];

/**
 * POST /api/otp/send: a well-formed phone that is not registered yet gets a code (stored in `db`), or the
 * answer OTP_VERIFIED when it is verified already. `fresh` supplies the token and reference of a new code.
 */
export function requestOtp(
  db: MockDb,
  rawPhone: string,
  phoneLength: number | null,
  at: number,
  fresh: { otpToken: string; otpRef: string },
): OtpSendAnswer {
  const phone = rawPhone.trim();
  const phoneProblem = checkPhone(phone, phoneLength);
  if (phoneProblem) throw new RuleError(phoneProblem);
  if (db.members.some((m) => m.username === phone)) throw new RuleError('EXISTING_USER', 409);
  const outcome = sendOtp(
    otpsOf(db).find((r) => r.phone === phone),
    phone,
    at,
    fresh,
  );
  if (!outcome.ok) throw new RuleError(outcome.code, outcome.status);
  db.otps = [...otpsOf(db).filter((r) => r.phone !== phone), outcome.record];
  return outcome.answer;
}

/**
 * POST /api/otp/verify: the record that owns the token is updated in `db` (verified, or one more wrong try).
 * A refusal is handed back to throw once the change is saved (a throw inside updateDb would drop it).
 */
export function confirmOtp(db: MockDb, otpToken: string, rawCode: string, at: number): RuleError | null {
  const otpCode = rawCode.trim();
  if (!otpToken || !otpCode) throw new RuleError('KEY_MISSING');
  const outcome = verifyOtp(
    otpsOf(db).find((r) => r.otpToken === otpToken),
    otpCode,
    at,
  );
  const changed = outcome.record;
  if (changed) db.otps = otpsOf(db).map((r) => (r.phone === changed.phone ? changed : r));
  return outcome.ok ? null : new RuleError(outcome.code, outcome.status);
}
