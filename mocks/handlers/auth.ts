import { account } from '@/contract/account';
import { logoutCall } from '@/contract/logout';
import { config } from '@/config';
import { now, nowIso } from '../clock';
import { BANKS, SOURCES } from '../content';
import { getDb, updateDb } from '../db';
import type { RegistrationRules } from '../domain/account';
import { addMember, checkAccount, isMemberPassword, logIn, logOut } from '../domain/auth';
import { hashPassword } from '../domain/password';
import { confirmOtp, makeOtpRef, requestOtp } from '../domain/otp';
import { getScenario } from '../scenarios';
import { gameAccounts } from '../seed';
import { readBody } from './request-body';
import { bearerToken, fail, handle } from './utils';

function rules(): RegistrationRules {
  return {
    phoneLength: config.phoneLength,
    bankCodes: BANKS.map((b) => b.code),
    sourceCodes: SOURCES.map((s) => s.code),
    currencies: config.currencies,
  };
}

const otpRequired = () => getScenario().registerOTP;

export const authHandlers = [
  handle(account.login, async ({ request }) => {
    const body = await readBody(account.login, request, 'KEY_MISSING');
    const token = `mock.${crypto.randomUUID()}`;
    const passwordOk = await isMemberPassword(getDb(), body.username, body.password);
    const session = { token, createdAt: nowIso() };
    const refusal = updateDb((db) => logIn(db, body.username, body.password, passwordOk, now(), session));
    if (refusal) throw refusal;
    return { token };
  }),

  // Beyond the spec (docs/backend-contract.md): the session's token is revoked, whoever it was; a backend that
  // names only the spec's calls has no such route, and the spec-minimal mock answers as it would.
  handle(logoutCall, ({ request }) => {
    if (getScenario().specMinimal) return fail('NO_DATA', 404);
    const token = bearerToken(request);
    updateDb((db) => logOut(db, token));
    return { message: 'OK' };
  }),

  handle(account.otpSend, async ({ request }) => {
    const { phoneNumber } = await readBody(account.otpSend, request, 'KEY_MISSING');
    const fresh = { otpToken: `otp.${crypto.randomUUID()}`, otpRef: makeOtpRef() };
    return updateDb((db) => requestOtp(db, phoneNumber, config.phoneLength, now(), fresh));
  }),

  handle(account.otpVerify, async ({ request }) => {
    const { otpToken, otpCode } = await readBody(account.otpVerify, request, 'KEY_MISSING');
    const refusal = updateDb((db) => confirmOtp(db, otpToken, otpCode, now()));
    if (refusal) throw refusal;
    return { code: 'OTP_CODE_VALID' };
  }),

  handle(account.validate, async ({ request }) => {
    const body = await readBody(account.validate, request, 'KEY_MISSING');
    checkAccount(getDb(), body, rules(), { withBank: false, otpRequired: otpRequired() });
    return { message: 'OK' };
  }),

  handle(account.register, async ({ request }) => {
    const body = await readBody(account.register, request, 'KEY_MISSING');
    const value = checkAccount(getDb(), body, rules(), { withBank: true, otpRequired: otpRequired() });
    const passwordHash = await hashPassword(value.password);
    const created = updateDb((db) => addMember(db, value, passwordHash, nowIso(), gameAccounts({}, value.username)));
    return { message: 'REGISTER_SUCCESS', memberId: created.memberId };
  }),
];
