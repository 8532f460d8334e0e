import { describe, expect, it } from 'vitest';
import { passwordMatches } from '@mocks/domain/password';
import { getDb, updateDb } from '@mocks/db';
import { changePassword, passwordChangeProof, updateProfile } from '@mocks/domain/profile';
import { RuleError } from '@mocks/domain/rule-error';
import { checkChangePassword } from '@/features/profile/model';

const codeOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
  throw new Error('expected a RuleError');
};

describe('change password rules (client)', () => {
  it('ignores the save silently while any field is empty', () => {
    expect(checkChangePassword({ oldPassword: '', newPassword: 'a', confirmPassword: 'a' })).toEqual({
      kind: 'ignore',
    });
    expect(checkChangePassword({ oldPassword: 'o', newPassword: '', confirmPassword: 'a' })).toEqual({
      kind: 'ignore',
    });
    expect(checkChangePassword({ oldPassword: 'o', newPassword: 'a', confirmPassword: '' })).toEqual({
      kind: 'ignore',
    });
  });

  it("asks for matching new passwords ('password not equal')", () => {
    expect(checkChangePassword({ oldPassword: 'o', newPassword: 'abc', confirmPassword: 'abd' })).toEqual({
      kind: 'invalid',
      messageKey: 'password.notEqual',
    });
    expect(checkChangePassword({ oldPassword: 'o', newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      kind: 'ok',
    });
  });
});

describe('account rules (mock)', () => {
  const banks = ['KBANK', 'KTB', 'SCB'];

  it('changes the password only with the right old one', async () => {
    // As the handler does: the slow hashes first (passwordChangeProof), then the rule in the update.
    const apply = async (oldPassword: string, newPassword: string) => {
      const proof = await passwordChangeProof(getDb().members[0], oldPassword, newPassword);
      return () => updateDb((db) => changePassword(db, 'm-1001', oldPassword, newPassword, proof));
    };
    const change = async (oldPassword: string, newPassword: string) => codeOf(await apply(oldPassword, newPassword));
    expect(await change('nope', 'New12345')).toBe('WRONG_PASSWORD');
    expect(await change('Demo1234', '')).toBe('KEY_MISSING');
    expect(await change('Demo1234', '   ')).toBe('KEY_INVALID');
    expect(await passwordMatches('Demo1234', getDb().members[0].passwordHash)).toBe(true);
    (await apply('Demo1234', 'New12345'))();
    expect(await passwordMatches('New12345', getDb().members[0].passwordHash)).toBe(true);
    expect(await passwordMatches('Demo1234', getDb().members[0].passwordHash)).toBe(false);
  });

  it('validates a profile update and changes nothing when it is refused', () => {
    const base = {
      name: 'Somchai J',
      bankCode: 'KBANK',
      bankAccountName: 'Somchai Jaidee',
      bankAccountNo: '1112223334',
    };
    const before = structuredClone(getDb());
    expect(codeOf(() => updateDb((db) => updateProfile(db, 'm-1001', { ...base, name: ' ' }, banks)))).toBe(
      'KEY_MISSING',
    );
    expect(codeOf(() => updateDb((db) => updateProfile(db, 'm-1001', { ...base, bankCode: 'XYZ' }, banks)))).toBe(
      'INVALID_BANK',
    );
    expect(codeOf(() => updateDb((db) => updateProfile(db, 'm-1001', { ...base, bankAccountNo: '12ab' }, banks)))).toBe(
      'INVALID_USER_INFO',
    );
    expect(
      codeOf(() =>
        updateDb((db) =>
          updateProfile(db, 'm-1001', { ...base, bankCode: 'KTB', bankAccountName: 'สมชาย ใจดี' }, banks),
        ),
      ),
    ).toBe('BANK_ACCOUNT_NAME_ENG');
    expect(
      codeOf(() =>
        updateDb((db) => updateProfile(db, 'm-1001', { ...base, bankCode: 'KTB', bankAccountNo: '9876543210' }, banks)),
      ),
    ).toBe('EXISTING_BANK');
    expect(getDb()).toEqual(before);
    updateDb((db) => updateProfile(db, 'm-1001', { ...base, bankAccountNo: '111-222-3334' }, banks));
    expect(getDb().members[0]).toMatchObject({
      name: 'Somchai J',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1112223334',
    });
  });
});
