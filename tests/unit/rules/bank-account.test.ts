import { describe, expect, it } from 'vitest';
import { DEPOSIT_ACCOUNTS } from '@mocks/content';
import {
  bankAccountName,
  bankNumberGroups,
  checkBankAccountName,
  formatBankNumber,
  isEnglishName,
  maskBankNumber,
  needsEnglishName,
  normaliseAccountNo,
} from '@/rules/bank-account';

describe('English-name banks (spec sections 5 and 9)', () => {
  it.each(['KTB', 'TMB', 'BBL'])('%s needs an English account name', (code) =>
    expect(needsEnglishName(code)).toBe(true),
  );
  it.each(['SCB', 'KBANK', 'BCEL', 'ktb', ''])('%s does not', (code) => expect(needsEnglishName(code)).toBe(false));

  it.each([
    ['JOHN DOE', true],
    ['John  Doe', true],
    ['A', true],
    ['สมชาย ใจดี', false],
    ['JOHN DOE2', false],
    ['JOHN-DOE', false],
    ['ÉLODIE', false],
    ['   ', false],
    ['', false],
  ])('isEnglishName(%j) is %s', (name, expected) => expect(isEnglishName(name)).toBe(expected));

  it('joins first and last name trimmed with one space, upper-cased', () => {
    expect(bankAccountName('  john ', ' van  der  berg ')).toBe('JOHN VAN DER BERG');
    expect(bankAccountName('john', '')).toBe('JOHN');
  });

  it('checks a name for its bank: required, English only where the bank needs it, stored upper-case', () => {
    expect(checkBankAccountName('KTB', ' john  doe ')).toEqual({ name: 'JOHN DOE', problem: null });
    expect(checkBankAccountName('KTB', 'สมชาย')).toEqual({ name: 'สมชาย', problem: 'english' });
    expect(checkBankAccountName('SCB', 'สมชาย')).toEqual({ name: 'สมชาย', problem: null });
    expect(checkBankAccountName('SCB', '  ')).toEqual({ name: '', problem: 'required' });
  });
});

describe('bank numbers', () => {
  it('drops spaces and dashes typed for readability', () =>
    expect(normaliseAccountNo('123-456 7890')).toBe('1234567890'));

  it.each([
    ['1234567890', '123-456-7890'],
    ['123-456-7890', '123-456-7890'],
    ['123 456 7890', '123-456-7890'],
    ['123456789', '123456789'],
    ['12345678901', '12345678901'],
    ['', ''],
    [null, ''],
  ])('formatBankNumber(%j) is %j (10 digits shown 3-3-rest)', (value, expected) =>
    expect(formatBankNumber(value)).toBe(expected),
  );

  it.each([
    ['1234567890', 'xxx-xxx-7890'],
    ['123-456-7890', 'xxx-xxx-7890'],
    ['123456789', 'xxxxx6789'],
    ['123-4-56789', 'xxx-x-x6789'],
    ['12345', 'x2345'],
    ['1234', 'xxxx'],
    ['', ''],
    [null, ''],
  ])('maskBankNumber(%j) is %j (all but the last 4 digits masked)', (value, expected) =>
    expect(maskBankNumber(value)).toBe(expected),
  );
});

describe('bank numbers grouped as their bank writes them (issue 41)', () => {
  it.each([
    ['1234567890', 'KBANK', '123-456-7890'],
    ['1234567890', undefined, '123-456-7890'],
    ['0101000123456789', 'BCEL', '0101-0001-2345-6789'],
    ['0101000987654', 'BCEL', '0101-0009-87654'],
    ['0101000123456789', 'SCB', '0101000123456789'],
  ])('%s at %s reads %s', (value, bank, shown) => expect(formatBankNumber(value, bank)).toBe(shown));

  it('every deposit account of the mock has its bank’s grouping', () => {
    for (const account of DEPOSIT_ACCOUNTS.filter((a) => a.bankAccountNo)) {
      expect(bankNumberGroups(account.bankAccountNo.length, account.bankCode), account.bankCode).not.toBeNull();
    }
  });
});
