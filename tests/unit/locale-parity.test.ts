import { describe, expect, it } from 'vitest';
import { CANNOT_VERIFY_IDENTITY_MESSAGES } from '@/lib/errors';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import th from '@/locales/th.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
    return out;
  }, {});
}

const files = { th: flatten(th), la: flatten(la), en: flatten(en) };

const ERROR_CODES =
  `UNAUTHORIZED EXPIRED_AUTH_TOKEN INVALID_USER_1 INVALID_USER_2 INVALID_USER_3 INVALID_USER_4 INVALID_IP
NOT_AREASLOT NOT_UFABET OTP_BLOCK OTP_TOKEN_INVALID OTP_NOT_EXIST OTP_VERIFIED OTP_EXPIRED OTP_CODE_INVALID OTP_CODE_VALID
EXISTING_USER EXISTING_BANK INVALID_USER_INFO UNVERIFIED_OTP GAME_ACTIVATION_FAIL INVALID_BANK BANK_ACCOUNT_NAME_ENG
REGISTER_FAIL NO_USER WRONG_PASSWORD REQUEST_LIMIT REQUEST_LIMIT_1MIN WRONG_CREDENTIAL INACTIVE_USER LOGIN_FAIL
BONUS_REMAINING BONUS_ALREADY_ACTIVE BONUS_MAX_CLAIMED BONUS_CONDITION BONUS_CLEAR BONUS_FULL INVITE_COLLECT
INVITE_INACTIVE NO_INVITE_BONUS NO_INVITEE_PLAY_INFO INVITE_BONUS_SUCCESS INVITE_BONUS_FAIL INTERNAL_SERVER_ERROR
KEY_MISSING KEY_INVALID OTP_SEND_FAIL OTP_VERIFY_FAIL NO_DATA NO_PROMOTION PROMOTION_RECEIVED QR_FAIL NO_REFUND
REFUND_CONDITION REFUND_SUCCESS REFUND_INACTIVE REFUND_MINIMUM NO_BANK NO_WALLET SLOT_ALREADY_ACTIVE SLOT_ACTIVATE_FAIL
SLOT_NO_ACCOUNT SLOT_RESET_PASSWORD_FAIL TRANSFER_MINIMUM NO_GAME MONEY_NOT_ENOUGH TRANSFER_FAIL SLIP_UPLOAD_FAIL
SLIP_NO_FILE SLIP_INVALID_FILE TRUELINK_DUPLICATE TRUELINK_INVALID PHONE_NUMBER_REQUIRE_10_DIGIT`.split(/\s+/);
const SPIN_CODES = [
  'NO_CLAIMABLE_COUPON',
  'INVALID_PRIZE_CODE',
  'INVALID_CODE',
  'INVALID_COUPON_TYPE',
  'COUPON_EXPIRED',
  'BONUS_REMAINING',
];
const SLIP_REASONS = `UPLOADED_FILE_NOT_EXIST IMG_SIZE_UNABLE_TO_PROCESS CANNOT_READ_CROPPED_IMAGE DEST_ACC_INVALID
SLIP_REFNO_DUPLICATED UNSTABLE_REFNO_ON_SLIP TRIPPLE_WRONG_CAPTCHA INVALID_SLIP NOT_MATCH EXPIRED_SLIP UNKNOW_ERROR`.split(
  /\s+/,
);

describe('locale files', () => {
  it('have identical key sets in th, la and en', () => {
    const enKeys = Object.keys(files.en).sort();
    expect(Object.keys(files.th).sort()).toEqual(enKeys);
    expect(Object.keys(files.la).sort()).toEqual(enKeys);
  });

  it.each(Object.entries(files))('%s has no empty value', (_, entries) => {
    const empty = Object.entries(entries).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it('carry every error code, spin coupon code and slip reason of spec section 8', () => {
    const expected = [
      ...ERROR_CODES.map((c) => `errors.${c}`),
      ...SPIN_CODES.map((c) => `spin.error.${c}`),
      ...SLIP_REASONS.map((c) => `slip.reason.${c}`),
    ];
    for (const entries of Object.values(files)) {
      expect(expected.filter((key) => !(key in entries))).toEqual([]);
    }
  });

  it('are real translations: Thai in th, Lao in la', () => {
    const thaiScript = /[\u0E00-\u0E7F]/;
    const laoScript = /[\u0E80-\u0EFF]/;
    expect(files.th['login.title']).toMatch(thaiScript);
    expect(files.la['login.title']).toMatch(laoScript);
    const sameAsEnglish = (entries: Record<string, string>) =>
      ERROR_CODES.filter((code) => entries[`errors.${code}`] === files.en[`errors.${code}`]);
    expect(sameAsEnglish(files.th)).toEqual([]);
    expect(sameAsEnglish(files.la)).toEqual([]);
  });

  it('use the spec wordings in English', () => {
    expect(files.en['validation.phoneLength'].replace('{{length}}', '10')).toBe(
      'The phone number must support 10 digits',
    );
    expect(files.en['validation.passwordsMismatch']).toBe("passwords don't match");
    expect(files.en['validation.bankNameEnglish']).toBe('Bank account name must be in English only');
    expect(files.en['common.copied']).toBe('Copied: {{text}}');
    expect(files.en['common.copyFailed']).toBe('Failed to copy');
    expect(files.en['notFound.title']).toBe('Page Not Found');
  });

  it('keep the same interpolation placeholders in every language', () => {
    const placeholders = (value: string) => (value.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, value] of Object.entries(files.en)) {
      expect(placeholders(files.th[key] ?? ''), `th ${key}`).toEqual(placeholders(value));
      expect(placeholders(files.la[key] ?? ''), `la ${key}`).toEqual(placeholders(value));
    }
  });

  it('the cannot-verify-identity sentences known to the HTTP client match the locale files', () => {
    expect([...CANNOT_VERIFY_IDENTITY_MESSAGES].sort()).toEqual(
      Object.values(files)
        .map((entries) => entries['errors.CANNOT_VERIFY_IDENTITY'])
        .sort(),
    );
  });
});
