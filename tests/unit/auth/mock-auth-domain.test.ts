import { describe, expect, it } from 'vitest';
import type { RegistrationRules } from '@mocks/domain/account';
import { addMember, checkAccount, isMemberPassword, logIn as logInRule } from '@mocks/domain/auth';
import { confirmOtp, OTP_CODE, requestOtp } from '@mocks/domain/otp';
import { createSeed } from '@mocks/seed';
import type { MockDb } from '@mocks/types';
import { ruleCode } from '@tests/support/rule-code';

const T0 = 1_000_000;
const AT = '2026-05-01T00:00:00.000Z';
const RULES: RegistrationRules = {
  phoneLength: 10,
  bankCodes: ['KBANK', 'SCB', 'KTB'],
  sourceCodes: ['LINE'],
  currencies: [],
};
const BODY = {
  name: 'New Member',
  username: '0955555555',
  password: 'Secret12',
  sourceCode: 'LINE',
  inviteCode: '',
  bankCode: 'SCB',
  bankAccountName: 'new member',
  bankAccountNo: '4443332221',
};

const codeOf = ruleCode;
/** The login rule with the seeded password's check done as the handler does it (isMemberPassword, tested below). */
const logIn = (db: MockDb, phone: string, password: string, at: number, token: string, createdAt: string) =>
  logInRule(db, phone, password, password === 'Demo1234', at, { token, createdAt });
const fresh = (n: number) => ({ otpToken: `tok-${n}`, otpRef: `REF${n}` });

describe('login rule', () => {
  it('opens a session for the right password and clears earlier failures', () => {
    const db = createSeed();
    expect(logIn(db, '0812345678', 'wrong', T0, 't0', AT)).toMatchObject({ code: 'WRONG_CREDENTIAL', status: 401 });
    expect(db.loginFailures).toHaveLength(1);
    expect(logIn(db, ' 0812345678 ', 'Demo1234', T0 + 1, 't1', AT)).toBeNull();
    expect(db.sessions.at(-1)).toEqual({ token: 't1', memberId: 'm-1001', createdAt: AT });
    expect(db.loginFailures).toEqual([]);
  });

  it('records a wrong password (handed back, not thrown) and throttles the fifth within a minute', () => {
    const db = createSeed();
    for (let i = 0; i < 5; i += 1)
      expect(logIn(db, '0812345678', 'wrong', T0 + i, `t${i}`, AT)?.code).toBe('WRONG_CREDENTIAL');
    expect(codeOf(() => logIn(db, '0812345678', 'Demo1234', T0 + 10, 'ok', AT))).toBe('REQUEST_LIMIT_1MIN');
    expect(logIn(db, '0812345678', 'Demo1234', T0 + 60_000, 'ok', AT)).toBeNull();
  });

  it('refuses empty fields and an inactive member, opening no session', () => {
    const db = createSeed();
    const sessions = db.sessions.length;
    expect(codeOf(() => logIn(db, ' ', 'x', T0, 't', AT))).toBe('KEY_MISSING');
    expect(codeOf(() => logIn(db, '0812345678', '', T0, 't', AT))).toBe('KEY_MISSING');
    expect(codeOf(() => logIn(db, '0800000003', 'Demo1234', T0, 't', AT))).toBe('INACTIVE_USER');
    expect(db.sessions).toHaveLength(sessions);
  });
});

describe('the password check before the login rule', () => {
  it('is true only for the member’s own password (the seeded slow hash), whatever the phone’s spaces', async () => {
    const db = createSeed();
    expect(await isMemberPassword(db, ' 0812345678 ', 'Demo1234')).toBe(true);
    expect(await isMemberPassword(db, '0812345678', 'Demo1235')).toBe(false);
    expect(await isMemberPassword(db, '0812345678', '')).toBe(false);
    expect(await isMemberPassword(db, '0999999999', 'Demo1234')).toBe(false);
  });
});

describe('OTP rules over the database', () => {
  it('a send stores the record; a wrong code is counted (handed back) and the right one verifies', () => {
    const db = createSeed();
    const answer = requestOtp(db, ' 0955555555 ', 10, T0, fresh(1));
    expect(answer).toEqual({ otpToken: 'tok-1', otpRef: 'REF1', code: 'OTP_SENT' });
    expect(db.otps.map((r) => r.phone)).toEqual(['0955555555']);
    expect(confirmOtp(db, 'tok-1', '000000', T0 + 1)?.code).toBe('OTP_CODE_INVALID');
    expect(db.otps[0].wrongAttempts).toBe(1);
    expect(confirmOtp(db, 'tok-1', ` ${OTP_CODE} `, T0 + 2)).toBeNull();
    expect(db.otps[0].verified).toBe(true);
    expect(requestOtp(db, '0955555555', 10, T0 + 3, fresh(2)).code).toBe('OTP_VERIFIED');
  });

  it('refuses a bad or registered phone, a resend inside a minute, and a missing token or code', () => {
    const db = createSeed();
    expect(codeOf(() => requestOtp(db, '', 10, T0, fresh(1)))).toBe('KEY_MISSING');
    expect(codeOf(() => requestOtp(db, '09555', 10, T0, fresh(1)))).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(codeOf(() => requestOtp(db, '0812345678', 10, T0, fresh(1)))).toBe('EXISTING_USER');
    requestOtp(db, '0955555555', 10, T0, fresh(1));
    expect(codeOf(() => requestOtp(db, '0955555555', 10, T0 + 1, fresh(2)))).toBe('REQUEST_LIMIT_1MIN');
    expect(codeOf(() => confirmOtp(db, '', '123456', T0))).toBe('KEY_MISSING');
    expect(codeOf(() => confirmOtp(db, 'tok-1', ' ', T0))).toBe('KEY_MISSING');
    expect(confirmOtp(db, 'nope', '123456', T0)?.code).toBe('OTP_TOKEN_INVALID');
  });
});

describe('registration rules over the database', () => {
  const verified = (db: MockDb, phone = BODY.username) => {
    requestOtp(db, phone, 10, T0, fresh(9));
    confirmOtp(db, 'tok-9', OTP_CODE, T0 + 1);
  };

  it('needs a verified phone while OTP is on, then adds the member with no money and consumes the OTP', () => {
    const db = createSeed();
    expect(codeOf(() => checkAccount(db, BODY, RULES, { withBank: true, otpRequired: true }))).toBe('UNVERIFIED_OTP');
    verified(db);
    const value = checkAccount(db, BODY, RULES, { withBank: true, otpRequired: true });
    const member = addMember(db, value, 'pbkdf2-sha256$1$s$h', AT, []);
    expect(member).toMatchObject({
      username: '0955555555',
      bankAccountName: 'NEW MEMBER',
      wallet: 0,
      coin: 0,
      active: true,
      createdAt: AT,
    });
    expect(member.memberId).toBe(db.nextMemberId - 1);
    expect(db.otps).toEqual([]);
  });

  it('refuses a registered phone and a used bank account (409), and checks bank fields on validate only when filled', () => {
    const db = createSeed();
    const taken = db.members[0];
    expect(
      codeOf(() =>
        checkAccount(db, { ...BODY, username: taken.username }, RULES, { withBank: true, otpRequired: false }),
      ),
    ).toBe('EXISTING_USER');
    const usedBank = { ...BODY, bankCode: taken.bankCode, bankAccountNo: taken.bankAccountNo };
    expect(codeOf(() => checkAccount(db, usedBank, RULES, { withBank: true, otpRequired: false }))).toBe(
      'EXISTING_BANK',
    );
    const profileOnly = { ...BODY, bankCode: '', bankAccountName: '', bankAccountNo: '' };
    expect(codeOf(() => checkAccount(db, profileOnly, RULES, { withBank: false, otpRequired: false }))).toBe('OK');
    expect(codeOf(() => checkAccount(db, profileOnly, RULES, { withBank: true, otpRequired: false }))).toBe(
      'KEY_MISSING',
    );
  });
});
