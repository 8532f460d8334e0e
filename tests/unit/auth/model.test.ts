import { describe, expect, it } from 'vitest';
import { bankAccountName } from '@/rules/bank-account';
import {
  previousStep,
  registerSteps,
  resendSecondsLeft,
  stepAfterPhone,
  validateBank,
  validateOtpCode,
  validateProfile,
} from '@/features/auth/model';
import { canSubmitLogin, phoneMessage } from '@/features/auth/login-model';
import { captionTrack, howtoVideoSources, HOWTO_VIDEO_IDS } from '@/features/content/model';

describe('phone validator', () => {
  it.each([
    ['081234567', 'validation.phoneLength'],
    ['0812345678', null],
    ['08123456789', 'validation.phoneLength'],
    ['081234567a', 'validation.phoneLength'],
    ['  0812345678  ', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
  ])('Thai build (10): %j -> %s', (phone, key) => expect(phoneMessage(phone, 10)).toBe(key));

  it.each([
    ['020555123', null],
    ['0205551234', null],
    ['02055512345', null],
    ['020-555', null],
    ['020 5555 1234', null],
    ['+856 20 5555 1234', null],
    ['00856 20 5555 1234', null],
    ['020 555 abc', 'validation.phoneDigits'],
    ['+44 20 5555', 'validation.phoneDigits'],
    ['', 'validation.required'],
  ])('Laos build (no length): %j -> %s', (phone, key) => expect(phoneMessage(phone, null)).toBe(key));
});

describe('login and OTP inputs', () => {
  it('login needs both fields; whitespace is not a phone', () => {
    expect(canSubmitLogin({ phone: '0812345678', password: 'x' })).toBe(true);
    expect(canSubmitLogin({ phone: '  ', password: 'x' })).toBe(false);
    expect(canSubmitLogin({ phone: '0812345678', password: '' })).toBe(false);
  });

  // Spec section 5 sets no OTP format: only an empty code is refused on the client.
  it.each([
    ['1234', null],
    ['123456', null],
    ['1234567', null],
    ['', 'validation.required'],
    ['  ', 'validation.required'],
  ])('OTP %j -> %s', (code, key) => expect(validateOtpCode(code)).toBe(key));
});

describe('profile validator', () => {
  const ok = { name: 'A', password: 'p', confirmPassword: 'p', sourceCode: 'LINE' };
  it('accepts a complete profile', () => expect(validateProfile(ok)).toEqual({}));
  it('takes an empty source: spec section 5 requires name, password and confirm only', () => {
    expect(validateProfile({ ...ok, sourceCode: '' })).toEqual({});
  });
  it('requires name and both passwords, and matching passwords', () => {
    expect(validateProfile({ ...ok, name: '  ' })).toEqual({ name: 'validation.required' });
    expect(validateProfile({ ...ok, confirmPassword: 'P' })).toEqual({
      confirmPassword: 'validation.passwordsMismatch',
    });
    expect(validateProfile({ name: '', password: '', confirmPassword: '', sourceCode: '' })).toEqual({
      name: 'validation.required',
      password: 'validation.required',
      confirmPassword: 'validation.required',
    });
  });
});

describe('bank account name', () => {
  it('trims, joins by one space and upper-cases', () => {
    expect(bankAccountName('  john ', ' smith  ')).toBe('JOHN SMITH');
    expect(bankAccountName('mary  ann', 'lee')).toBe('MARY ANN LEE');
    expect(bankAccountName('สมชาย', ' ใจดี ')).toBe('สมชาย ใจดี');
    expect(bankAccountName('', '')).toBe('');
  });

  const base = { bankCode: 'KTB', bankAccountNo: '1234567890', firstName: 'John', lastName: 'Smith' };
  it.each(['KTB', 'TMB', 'BBL'])('%s requires English letters and spaces only', (bankCode) => {
    expect(validateBank({ ...base, bankCode })).toEqual({});
    expect(validateBank({ ...base, bankCode, firstName: 'สมชาย' })).toEqual({
      firstName: 'validation.bankNameEnglish',
    });
    expect(validateBank({ ...base, bankCode, lastName: 'ໃຈດີ' })).toEqual({ firstName: 'validation.bankNameEnglish' });
    expect(validateBank({ ...base, bankCode, lastName: 'Smith2' })).toEqual({
      firstName: 'validation.bankNameEnglish',
    });
  });

  it('other banks accept Thai and Lao names', () => {
    expect(validateBank({ ...base, bankCode: 'KBANK', firstName: 'สมชาย', lastName: 'ใจดี' })).toEqual({});
    expect(validateBank({ ...base, bankCode: 'BCEL', firstName: 'ສົມ', lastName: 'ໃຈດີ' })).toEqual({});
  });

  it.each([
    ['123456789', undefined],
    ['1234567890', undefined],
    ['123-456-7890', undefined],
    ['1234567890123456789', undefined],
    ['', 'validation.required'],
    [' - ', 'validation.required'],
  ])('account number %j -> %s', (bankAccountNo, key) => {
    expect(validateBank({ ...base, bankCode: 'SCB', bankAccountNo }).bankAccountNo).toBe(key);
  });

  it('requires bank, first and last name', () => {
    expect(validateBank({ bankCode: '', bankAccountNo: '1234567890', firstName: ' ', lastName: '' })).toEqual({
      bankCode: 'validation.required',
      firstName: 'validation.required',
      lastName: 'validation.required',
    });
  });
});

describe('register steps', () => {
  it('goes to the OTP step only when OTP is on and the send did not answer OTP_VERIFIED', () => {
    expect(stepAfterPhone(true, 'OTP_SENT')).toBe('otp');
    expect(stepAfterPhone(true, undefined)).toBe('otp');
    expect(stepAfterPhone(true, 'OTP_VERIFIED')).toBe('profile');
    expect(stepAfterPhone(false, 'OTP_SENT')).toBe('profile');
  });

  it('lists four steps with OTP, three without', () => {
    expect(registerSteps(true)).toEqual(['phone', 'otp', 'profile', 'bank']);
    expect(registerSteps(false)).toEqual(['phone', 'profile', 'bank']);
  });

  it('goes back to the OTP step only when it was shown', () => {
    expect(previousStep('bank', true)).toBe('profile');
    expect(previousStep('profile', true)).toBe('otp');
    expect(previousStep('profile', false)).toBe('phone');
    expect(previousStep('otp', true)).toBe('phone');
  });

  it('counts the resend cooldown down in whole seconds', () => {
    expect(resendSecondsLeft(0, 0)).toBe(60);
    expect(resendSecondsLeft(0, 59_001)).toBe(1);
    expect(resendSecondsLeft(0, 60_000)).toBe(0);
    expect(resendSecondsLeft(0, 90_000)).toBe(0);
  });
});

describe('how-to videos', () => {
  it('has the five spec entries with local WebM and MP4 files', () => {
    expect(HOWTO_VIDEO_IDS).toHaveLength(5);
    expect(howtoVideoSources('wallet')).toEqual([
      { src: '/videos/howto-wallet.webm', type: 'video/webm' },
      { src: '/videos/howto-wallet.mp4', type: 'video/mp4' },
    ]);
    expect(howtoVideoSources('bonus', '/app')[0].src).toBe('/app/videos/howto-bonus.webm');
  });

  it('builds a WebVTT caption that cannot break the cue', () => {
    const vtt = decodeURIComponent(captionTrack('a --> b\nc').split(',')[1]);
    expect(vtt).toBe('WEBVTT\n\n00:00:00.000 --> 00:00:03.000\na → b c\n');
  });
});

describe('shipped how-to files', () => {
  it('are real, small WebM and MP4 files for every entry', async () => {
    const { readFileSync } = await import('node:fs');
    for (const id of HOWTO_VIDEO_IDS) {
      const webm = readFileSync(`public/videos/howto-${id}.webm`);
      const mp4 = readFileSync(`public/videos/howto-${id}.mp4`);
      expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML header
      expect(mp4.subarray(4, 8).toString('ascii')).toBe('ftyp');
      expect(webm.length).toBeLessThan(10_000);
      expect(mp4.length).toBeLessThan(10_000);
    }
  });
});
