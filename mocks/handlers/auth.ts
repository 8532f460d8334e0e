import { http, HttpResponse } from 'msw';
import { config } from '@/config';
import { now, nowIso } from '../clock';
import { BANKS, SOURCES } from '../content';
import { getDb, updateDb } from '../db';
import {
  checkPhone,
  checkRegistration,
  checkUnique,
  isLoginThrottled,
  withLoginFailure,
  type RegistrationRules,
} from '../domain/account';
import { isPhoneVerified, makeOtpRef, sendOtp, verifyOtp } from '../domain/otp';
import { getScenario } from '../scenarios';
import { gameAccounts } from '../seed';
import type { MockDb, MockMember } from '../types';
import { apiUrl, fail, jsonBody, route } from './utils';

function newToken(): string {
  return `mock.${crypto.randomUUID()}`;
}

/** A database saved by an older build may lack the visitor tables. */
function otpsOf(db: Readonly<MockDb>) {
  return db.otps ?? [];
}

function rules(): RegistrationRules {
  return {
    phoneLength: config.phoneLength,
    bankCodes: BANKS.map((b) => b.code),
    sourceCodes: SOURCES.map((s) => s.code),
    currencies: config.currencies,
  };
}

/** Shared by validate and register: field rules, uniqueness, and the verified OTP when OTP is on. */
async function checkAccountRequest(request: Request, withBank: boolean) {
  const body = await jsonBody<Record<string, unknown>>(request);
  if (!body) return { error: fail('KEY_MISSING') } as const;
  const checked = checkRegistration(body, rules(), withBank);
  if (!checked.ok) return { error: fail(checked.code) } as const;
  const db = getDb();
  const duplicate = checkUnique(db.members, checked.value);
  if (duplicate) return { error: fail(duplicate, 409) } as const;
  if (getScenario().registerOTP && !isPhoneVerified(otpsOf(db), checked.value.username)) {
    return { error: fail('UNVERIFIED_OTP', 403) } as const;
  }
  return { value: checked.value } as const;
}

export const authHandlers = [
  http.post(
    apiUrl('/api/login'),
    route(async ({ request }) => {
      const body = await jsonBody<{ username: string; password: string }>(request);
      if (!body || typeof body.username !== 'string' || typeof body.password !== 'string' || !body.username || !body.password) {
        return fail('KEY_MISSING');
      }
      const username = body.username.trim();
      const at = now();
      if (isLoginThrottled(getDb().loginFailures ?? [], username, at)) return fail('REQUEST_LIMIT_1MIN', 429);
      const member = getDb().members.find((m) => m.username === username);
      if (!member || member.password !== body.password) {
        updateDb((db) => {
          db.loginFailures = withLoginFailure(db.loginFailures ?? [], username, at);
        });
        return fail('WRONG_CREDENTIAL', 401);
      }
      if (!member.active) return fail('INACTIVE_USER', 403);
      const token = newToken();
      updateDb((db) => {
        db.loginFailures = (db.loginFailures ?? []).filter((f) => f.username !== username);
        db.sessions.push({ token, memberId: member._id, createdAt: nowIso() });
      });
      return HttpResponse.json({ token });
    }),
  ),

  http.post(
    apiUrl('/api/otp/send'),
    route(async ({ request }) => {
      const body = await jsonBody<{ phoneNumber: string }>(request);
      const phone = typeof body?.phoneNumber === 'string' ? body.phoneNumber.trim() : '';
      const phoneProblem = checkPhone(phone, config.phoneLength);
      if (phoneProblem) return fail(phoneProblem);
      if (getDb().members.some((m) => m.username === phone)) return fail('EXISTING_USER', 409);
      const existing = otpsOf(getDb()).find((r) => r.phone === phone);
      const outcome = sendOtp(existing, phone, now(), { otpToken: `otp.${crypto.randomUUID()}`, otpRef: makeOtpRef() });
      if (!outcome.ok) return fail(outcome.code, outcome.status);
      updateDb((db) => {
        db.otps = [...otpsOf(db).filter((r) => r.phone !== phone), outcome.record];
      });
      return HttpResponse.json(outcome.answer);
    }),
  ),

  http.post(
    apiUrl('/api/otp/verify'),
    route(async ({ request }) => {
      const body = await jsonBody<{ otpToken: string; otpCode: string }>(request);
      const otpToken = typeof body?.otpToken === 'string' ? body.otpToken : '';
      const otpCode = typeof body?.otpCode === 'string' ? body.otpCode.trim() : '';
      if (!otpToken || !otpCode) return fail('KEY_MISSING');
      const record = otpsOf(getDb()).find((r) => r.otpToken === otpToken);
      const outcome = verifyOtp(record, otpCode, now());
      const changed = outcome.record;
      if (changed) {
        updateDb((db) => {
          db.otps = otpsOf(db).map((r) => (r.phone === changed.phone ? changed : r));
        });
      }
      if (!outcome.ok) return fail(outcome.code, outcome.status);
      return HttpResponse.json({ code: 'OTP_CODE_VALID' });
    }),
  ),

  http.post(
    apiUrl('/api/account/validate'),
    route(async ({ request }) => {
      const result = await checkAccountRequest(request, false);
      if ('error' in result) return result.error;
      return HttpResponse.json({ message: 'OK' });
    }),
  ),

  http.post(
    apiUrl('/api/account'),
    route(async ({ request }) => {
      const result = await checkAccountRequest(request, true);
      if ('error' in result) return result.error;
      const value = result.value;
      const created = updateDb((db) => {
        const memberId = db.nextMemberId;
        db.nextMemberId += 1;
        const member: MockMember = {
          _id: `m-${memberId}`,
          memberId,
          name: value.name,
          username: value.username,
          password: value.password,
          active: true,
          createdAt: nowIso(),
          coin: 0,
          sourceCode: value.sourceCode,
          inviteCode: value.inviteCode,
          currency: value.currency,
          bankCode: value.bankCode,
          bankAccountName: value.bankAccountName,
          bankAccountNo: value.bankAccountNo,
          wallet: 0,
          games: gameAccounts({}, value.username),
        };
        db.members.push(member);
        db.otps = otpsOf(db).filter((r) => r.phone !== value.username);
        return member;
      });
      return HttpResponse.json({ message: 'REGISTER_SUCCESS', memberId: created.memberId }, { status: 201 });
    }),
  ),
];
