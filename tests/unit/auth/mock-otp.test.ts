import { describe, expect, it } from 'vitest';
import {
  isPhoneVerified,
  makeOtpRef,
  OTP_BLOCK_MS,
  OTP_CODE,
  OTP_RESEND_MS,
  OTP_TTL_MS,
  sendOtp,
  verifyOtp,
} from '@mocks/domain/otp';
import type { MockOtp } from '@mocks/types';

const PHONE = '0911111111';
const T0 = 1_000_000;
const fresh = (n: number) => ({ otpToken: `tok-${n}`, otpRef: `REF${n}` });

function sent(at = T0): MockOtp {
  const outcome = sendOtp(undefined, PHONE, at, fresh(1));
  if (!outcome.ok) throw new Error('send failed');
  return outcome.record;
}

describe('mock OTP send', () => {
  it('hands out a token and reference for a new phone', () => {
    const outcome = sendOtp(undefined, PHONE, T0, fresh(1));
    expect(outcome).toMatchObject({ ok: true, answer: { otpToken: 'tok-1', otpRef: 'REF1', code: 'OTP_SENT' } });
  });

  it('refuses a resend within 60 s and allows it at 60 s with a new token', () => {
    const record = sent();
    expect(sendOtp(record, PHONE, T0 + OTP_RESEND_MS - 1, fresh(2))).toMatchObject({
      ok: false,
      code: 'REQUEST_LIMIT_1MIN',
    });
    const again = sendOtp(record, PHONE, T0 + OTP_RESEND_MS, fresh(2));
    expect(again).toMatchObject({ ok: true, answer: { otpToken: 'tok-2', code: 'OTP_SENT' } });
  });

  it('answers OTP_VERIFIED for a phone verified already, at any time', () => {
    const verified = { ...sent(), verified: true };
    expect(sendOtp(verified, PHONE, T0 + 1, fresh(2))).toMatchObject({
      ok: true,
      answer: { code: 'OTP_VERIFIED', otpToken: 'tok-1' },
    });
  });

  it('keeps wrong tries across a resend, and refuses sends while blocked', () => {
    const record = { ...sent(), wrongAttempts: 3 };
    const resent = sendOtp(record, PHONE, T0 + OTP_RESEND_MS, fresh(2));
    expect(resent.ok && resent.record.wrongAttempts).toBe(3);
    const blocked = { ...record, blockedUntil: T0 + OTP_BLOCK_MS };
    expect(sendOtp(blocked, PHONE, T0 + OTP_BLOCK_MS - 1, fresh(3))).toMatchObject({ ok: false, code: 'OTP_BLOCK' });
    const after = sendOtp(blocked, PHONE, T0 + OTP_BLOCK_MS, fresh(3));
    expect(after).toMatchObject({ ok: true, record: { wrongAttempts: 0, blockedUntil: null } });
  });
});

describe('mock OTP verify', () => {
  it('accepts 123456 within 5 minutes and marks the phone verified', () => {
    const outcome = verifyOtp(sent(), OTP_CODE, T0 + OTP_TTL_MS);
    expect(outcome).toMatchObject({ ok: true, record: { verified: true } });
    expect(isPhoneVerified([outcome.record!], PHONE)).toBe(true);
    expect(isPhoneVerified([sent()], PHONE)).toBe(false);
  });

  it('answers OTP_EXPIRED one millisecond after 5 minutes', () => {
    expect(verifyOtp(sent(), OTP_CODE, T0 + OTP_TTL_MS + 1)).toMatchObject({ ok: false, code: 'OTP_EXPIRED' });
  });

  it('answers OTP_TOKEN_INVALID for an unknown token and OTP_VERIFIED twice', () => {
    expect(verifyOtp(undefined, OTP_CODE, T0)).toMatchObject({ ok: false, code: 'OTP_TOKEN_INVALID' });
    expect(verifyOtp({ ...sent(), verified: true }, OTP_CODE, T0)).toMatchObject({ ok: false, code: 'OTP_VERIFIED' });
  });

  it('counts wrong codes: four give OTP_CODE_INVALID, the fifth blocks, then even the right code is refused', () => {
    let record = sent();
    for (let i = 1; i <= 4; i += 1) {
      const outcome = verifyOtp(record, '000000', T0 + i);
      expect(outcome).toMatchObject({ ok: false, code: 'OTP_CODE_INVALID', record: { wrongAttempts: i } });
      record = outcome.record!;
    }
    const fifth = verifyOtp(record, '000000', T0 + 5);
    expect(fifth).toMatchObject({ ok: false, code: 'OTP_BLOCK', record: { blockedUntil: T0 + 5 + OTP_BLOCK_MS } });
    expect(verifyOtp(fifth.record, OTP_CODE, T0 + 6)).toMatchObject({ ok: false, code: 'OTP_BLOCK' });
  });

  it('makes four-letter references', () => {
    expect(makeOtpRef(() => 0)).toBe('AAAA');
    expect(makeOtpRef()).toMatch(/^[A-Z]{4}$/);
  });
});
