import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  checkRegistration,
  checkUnique,
  inviterMemberId,
  isLoginThrottled,
  LOGIN_FAILURE_WINDOW_MS,
  withLoginFailure,
  type RegistrationRules,
} from '@mocks/domain/account';
import { createSeed } from '@mocks/seed';
import type { MockLoginFailure } from '@mocks/types';

const THAI: RegistrationRules = {
  phoneLength: 10,
  bankCodes: ['KBANK', 'KTB', 'BBL', 'TMB'],
  sourceCodes: ['FACEBOOK'],
  currencies: [],
};
const LAOS: RegistrationRules = { ...THAI, phoneLength: null, currencies: ['LAK', 'BAHT'] };

const body = {
  name: 'New Member',
  username: '0911111111',
  password: 'Secret12',
  sourceCode: 'FACEBOOK',
  inviteCode: 'pr1001',
  bankCode: 'KTB',
  bankAccountName: '  john   smith ',
  bankAccountNo: '1112223334',
  currency: 'LAK',
};

describe('mock phone rule', () => {
  it.each([
    ['091111111', 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    ['0911111111', null],
    ['09111111111', 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    ['091111111a', 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    ['', 'KEY_MISSING'],
  ])('Thai build: %s -> %s', (phone, code) => expect(checkPhone(phone, 10)).toBe(code));

  it.each([
    ['020555', null],
    ['02055512345', null],
    ['020 555', 'INVALID_USER_INFO'],
  ])('Laos build (no length): %s -> %s', (phone, code) => expect(checkPhone(phone, null)).toBe(code));
});

describe('mock registration rules', () => {
  it('normalises a good body: trimmed upper-case name, upper-case invite code, no currency in the Thai build', () => {
    const checked = checkRegistration(body, THAI, true);
    expect(checked).toMatchObject({
      ok: true,
      value: { bankAccountName: 'JOHN SMITH', inviteCode: 'PR1001', currency: null },
    });
  });

  it("accepts the invite link's PR{_id} (the profile id) and stores it as the inviter's PR{memberId}", () => {
    expect(checkRegistration({ ...body, inviteCode: 'PRm-1001' }, THAI, true)).toMatchObject({
      ok: true,
      value: { inviteCode: 'PR1001' },
    });
    expect(checkRegistration({ ...body, inviteCode: ' prm-1002 ' }, THAI, true)).toMatchObject({
      ok: true,
      value: { inviteCode: 'PR1002' },
    });
    expect(checkRegistration({ ...body, inviteCode: 'PR1001' }, THAI, true)).toMatchObject({
      ok: true,
      value: { inviteCode: 'PR1001' },
    });
  });

  it('keeps the currency in the Laos build and requires one of the offered currencies', () => {
    expect(checkRegistration(body, LAOS, true)).toMatchObject({ ok: true, value: { currency: 'LAK' } });
    expect(checkRegistration({ ...body, currency: 'USD' }, LAOS, true)).toEqual({ ok: false, code: 'KEY_INVALID' });
  });

  it.each([
    [{ name: '  ' }, 'KEY_MISSING'],
    [{ password: '' }, 'KEY_MISSING'],
    [{ username: '091111111' }, 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    [{ sourceCode: 'NOPE' }, 'KEY_INVALID'],
    [{ inviteCode: 'PR-1' }, 'KEY_INVALID'],
    [{ bankCode: 'XYZ' }, 'INVALID_BANK'],
    [{ bankAccountNo: '12345678A' }, 'INVALID_USER_INFO'],
    [{ bankAccountName: 'จอห์น สมิธ' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ bankAccountName: 'ສົມ ໃຈດີ' }, 'BANK_ACCOUNT_NAME_ENG'],
    [{ bankAccountNo: '' }, 'KEY_MISSING'],
  ])('refuses %o with %s', (patch, code) => {
    expect(checkRegistration({ ...body, ...patch }, THAI, true)).toEqual({ ok: false, code });
  });

  it('takes no source (spec section 5 does not require one) and account numbers of any length', () => {
    expect(checkRegistration({ ...body, sourceCode: '' }, THAI, true)).toMatchObject({
      ok: true,
      value: { sourceCode: '' },
    });
    for (const bankAccountNo of ['123456789', '1234567890123456789']) {
      expect(checkRegistration({ ...body, bankAccountNo }, THAI, true)).toMatchObject({
        ok: true,
        value: { bankAccountNo },
      });
    }
  });

  it('allows a Thai account name at a bank that is not English-only', () => {
    expect(checkRegistration({ ...body, bankCode: 'KBANK', bankAccountName: 'สมชาย ใจดี' }, THAI, true).ok).toBe(true);
  });

  it('the step-3 validation skips empty bank fields but checks filled ones', () => {
    const profileOnly = { ...body, bankCode: '', bankAccountName: '', bankAccountNo: '', currency: '' };
    expect(checkRegistration(profileOnly, LAOS, false).ok).toBe(true);
    expect(checkRegistration(profileOnly, LAOS, true)).toEqual({ ok: false, code: 'KEY_MISSING' });
  });

  it('finds an existing phone and an existing bank account', () => {
    const { members } = createSeed();
    expect(checkUnique(members, { username: '0812345678', bankCode: 'SCB', bankAccountNo: '1' })).toBe('EXISTING_USER');
    expect(checkUnique(members, { username: '0911111111', bankCode: 'KBANK', bankAccountNo: '1234567890' })).toBe(
      'EXISTING_BANK',
    );
    expect(checkUnique(members, { username: '0911111111', bankCode: 'SCB', bankAccountNo: '1234567890' })).toBeNull();
  });

  it('reads the inviter from a PR code', () => {
    expect(inviterMemberId('PR1001')).toBe(1001);
    expect(inviterMemberId('pr42')).toBe(42);
    // By profile id, as the app's invite link names the inviter (PR{_id}).
    expect(inviterMemberId('PRm-1001')).toBe(1001);
    expect(inviterMemberId('PRM-1001')).toBe(1001);
    expect(inviterMemberId('XY1001')).toBeNull();
    expect(inviterMemberId('')).toBeNull();
  });
});

describe('mock login throttle', () => {
  it('five failures inside a minute throttle the phone until the first one is a minute old', () => {
    let failures: MockLoginFailure[] = [];
    for (let i = 0; i < 4; i += 1) failures = withLoginFailure(failures, '0812345678', 1000 + i);
    expect(isLoginThrottled(failures, '0812345678', 1004)).toBe(false);
    failures = withLoginFailure(failures, '0812345678', 1004);
    expect(isLoginThrottled(failures, '0812345678', 1005)).toBe(true);
    expect(isLoginThrottled(failures, '0898765432', 1005)).toBe(false);
    expect(isLoginThrottled(failures, '0812345678', 1000 + LOGIN_FAILURE_WINDOW_MS)).toBe(false);
  });
});
