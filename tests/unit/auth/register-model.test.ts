import { describe, expect, it } from 'vitest';
import { hasErrors, normaliseInviteCode, validateBank } from '@/features/auth/model';

/** Register step 4 (spec section 5) at its edges, and the invite code a register link carries (section 2). */
describe('register bank step: which message a name gets', () => {
  const base = { bankCode: 'SCB', bankAccountNo: '1234567890', firstName: 'John', lastName: 'Smith' };

  it('a last name of spaces only is missing', () => {
    expect(validateBank({ ...base, lastName: '   ' })).toEqual({ lastName: 'validation.required' });
  });

  // The English-only rule of KTB, TMB and BBL is checked on the whole account name, so only once both names
  // are given: a missing name says "required", never "English only".
  it('asks for the missing name before it checks the other for English letters', () => {
    expect(validateBank({ ...base, bankCode: 'KTB', firstName: 'สมชาย', lastName: '' })).toEqual({
      lastName: 'validation.required',
    });
    expect(validateBank({ ...base, bankCode: 'TMB', firstName: '', lastName: 'ใจดี' })).toEqual({
      firstName: 'validation.required',
    });
    expect(validateBank({ ...base, bankCode: 'BBL', firstName: ' ', lastName: ' ' })).toEqual({
      firstName: 'validation.required',
      lastName: 'validation.required',
    });
  });

  it('lets the step go on only when there is no error', () => {
    expect(hasErrors(validateBank(base))).toBe(false);
    expect(hasErrors(validateBank({ ...base, bankCode: '' }))).toBe(true);
    expect(hasErrors({ firstName: 'validation.bankNameEnglish' })).toBe(true);
  });
});

describe('invite code from a register link (?code=)', () => {
  it('is kept trimmed and upper-cased', () => {
    expect(normaliseInviteCode(' pr1001 ')).toBe('PR1001');
    expect(normaliseInviteCode('PR1001')).toBe('PR1001');
  });

  it('is empty when the link has none, or only spaces', () => {
    expect(normaliseInviteCode(null)).toBe('');
    expect(normaliseInviteCode(undefined)).toBe('');
    expect(normaliseInviteCode('  ')).toBe('');
  });
});
