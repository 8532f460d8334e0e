import { afterEach, describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '@mocks/clock';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';

const PHONE = '0922222222';
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'OK',
    (error: ApiError) => error.code,
  );

const account = (patch: Record<string, unknown> = {}) => ({
  name: 'Mock Member',
  username: PHONE,
  password: 'Secret12',
  sourceCode: 'GOOGLE',
  inviteCode: 'PR1001',
  bankCode: 'BBL',
  bankAccountName: 'MOCK MEMBER',
  bankAccountNo: '9998887776',
  ...patch,
});

async function verifiedPhone(phone = PHONE) {
  const sent = await api.post<{ otpToken: string; otpRef: string; code: string }>('/api/otp/send', {
    phoneNumber: phone,
  });
  await api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' });
  return sent;
}

afterEach(() => resetClock());

describe('mocked OTP endpoints', () => {
  it('send answers otpRef, otpToken and code; a resend inside 60 s is refused, after 60 s allowed with a new token', async () => {
    const first = await api.post<{ otpToken: string; otpRef: string; code: string }>('/api/otp/send', {
      phoneNumber: PHONE,
    });
    expect(first).toMatchObject({
      otpRef: expect.stringMatching(/^[A-Z]{4}$/) as unknown,
      otpToken: expect.any(String) as unknown,
      code: 'OTP_SENT',
    });
    expect(await codeOf(api.post('/api/otp/send', { phoneNumber: PHONE }))).toBe('REQUEST_LIMIT_1MIN');
    advanceClock(60_000);
    const second = await api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: PHONE });
    expect(second.otpToken).not.toBe(first.otpToken);
    expect(await codeOf(api.post('/api/otp/verify', { otpToken: first.otpToken, otpCode: '123456' }))).toBe(
      'OTP_TOKEN_INVALID',
    );
  });

  it('refuses bad phones and registered phones', async () => {
    expect(await codeOf(api.post('/api/otp/send', { phoneNumber: '092222222' }))).toBe('PHONE_NUMBER_REQUIRE_10_DIGIT');
    expect(await codeOf(api.post('/api/otp/send', {}))).toBe('KEY_MISSING');
    expect(await codeOf(api.post('/api/otp/send', { phoneNumber: '0812345678' }))).toBe('EXISTING_USER');
    expect(getDb().otps).toEqual([]);
  });

  it('verify: the token expires after 5 minutes; a verified phone answers OTP_VERIFIED on send and verify', async () => {
    const sent = await api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: PHONE });
    advanceClock(5 * 60_000 + 1);
    expect(await codeOf(api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' }))).toBe(
      'OTP_EXPIRED',
    );
    resetClock();
    expect(await api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' })).toEqual({
      code: 'OTP_CODE_VALID',
    });
    expect(await codeOf(api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' }))).toBe(
      'OTP_VERIFIED',
    );
    expect(await api.post('/api/otp/send', { phoneNumber: PHONE })).toMatchObject({ code: 'OTP_VERIFIED' });
  });

  it('five wrong codes block the phone: OTP_BLOCK on verify and on send', async () => {
    const sent = await api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: PHONE });
    const codes: string[] = [];
    for (let i = 0; i < 5; i += 1)
      codes.push(await codeOf(api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '111111' })));
    expect(codes).toEqual([
      'OTP_CODE_INVALID',
      'OTP_CODE_INVALID',
      'OTP_CODE_INVALID',
      'OTP_CODE_INVALID',
      'OTP_BLOCK',
    ]);
    expect(await codeOf(api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' }))).toBe('OTP_BLOCK');
    advanceClock(2 * 60_000);
    expect(await codeOf(api.post('/api/otp/send', { phoneNumber: PHONE }))).toBe('OTP_BLOCK');
  });
});

describe('mocked account endpoints', () => {
  it('registration without a verified OTP gives UNVERIFIED_OTP while OTP is on, and succeeds when it is off', async () => {
    expect(await codeOf(api.post('/api/account/validate', account()))).toBe('UNVERIFIED_OTP');
    expect(await codeOf(api.post('/api/account', account()))).toBe('UNVERIFIED_OTP');
    setScenario({ registerOTP: false });
    expect(await codeOf(api.post('/api/account', account()))).toBe('OK');
  });

  it('registers a verified phone with the inviter code, consumes the OTP, and the member can log in at once', async () => {
    await verifiedPhone();
    const before = getDb().members.length;
    await api.post('/api/account', account({ bankAccountName: ' mock   member ' }));
    const member = getDb().members.find((m) => m.username === PHONE)!;
    expect(getDb().members).toHaveLength(before + 1);
    expect(member).toMatchObject({
      memberId: 1005,
      inviteCode: 'PR1001',
      bankAccountName: 'MOCK MEMBER',
      wallet: 0,
      active: true,
    });
    expect(member.games.length).toBeGreaterThan(0);
    expect(member.games.every((g) => !g.isActive)).toBe(true);
    expect(getDb().otps.some((o) => o.phone === PHONE)).toBe(false);
    expect(await api.post('/api/login', { username: PHONE, password: 'Secret12' })).toMatchObject({
      token: expect.any(String) as unknown,
    });
  });

  it.each([
    [{ username: '0812345678' }, 'EXISTING_USER'],
    [{ bankCode: 'KBANK', bankAccountNo: '1234567890' }, 'EXISTING_BANK'],
    [{ bankAccountName: 'สมชาย ใจดี' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ username: '092222222' }, 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    [{ bankCode: 'NOPE' }, 'INVALID_BANK'],
    [{ name: '' }, 'KEY_MISSING'],
    [{ sourceCode: 'SPAM' }, 'KEY_INVALID'],
  ])('refuses %o with %s and changes nothing', async (patch, code) => {
    await verifiedPhone();
    const before = JSON.stringify(getDb().members);
    expect(await codeOf(api.post('/api/account', account(patch)))).toBe(code);
    expect(JSON.stringify(getDb().members)).toBe(before);
  });

  it('validate checks the profile part and skips empty bank fields', async () => {
    await verifiedPhone();
    const profileOnly = account({ bankCode: '', bankAccountName: '', bankAccountNo: '' });
    expect(await api.post('/api/account/validate', profileOnly)).toEqual({ message: 'OK' });
    expect(await codeOf(api.post('/api/account/validate', { ...profileOnly, password: '' }))).toBe('KEY_MISSING');
    expect(getDb().members.some((m) => m.username === PHONE)).toBe(false);
  });

  it('login: wrong password WRONG_CREDENTIAL, the inactive seeded member INACTIVE_USER', async () => {
    expect(await codeOf(api.post('/api/login', { username: '0812345678', password: 'nope' }))).toBe('WRONG_CREDENTIAL');
    expect(await codeOf(api.post('/api/login', { username: '0800000003', password: 'Demo1234' }))).toBe(
      'INACTIVE_USER',
    );
    expect(await codeOf(api.post('/api/login', { username: '0812345678' }))).toBe('KEY_MISSING');
  });
});
