import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { memberCurrency } from '@/lib/member-currency';
import { currencyWord, formatAmount, formatCurrency, formatMoney, toCurrency } from '@/lib/format';

afterEach(async () => {
  await changeLocale('en', { persist: false });
});

// The one form per language and currency of src/locales/GLOSSARY.md ("Money and dates").
describe('formatCurrency', () => {
  it.each([
    ['th', 'THB', 1234.5, '1,234.50 บาท'],
    ['la', 'THB', 1234.5, '1,234.50 ບາດ'],
    ['en', 'THB', 1234.5, '1,234.50 baht'],
    ['en', 'THB', 20, '20.00 baht'],
    ['th', 'LAK', 1234, '1,234 กีบ'],
    ['la', 'LAK', 1500000, '1,500,000 ກີບ'],
    ['en', 'LAK', 1234, '1,234 kip'],
    ['en', 'LAK', 1234.5, '1,234.50 kip'],
    ['la', 'LAK', 12.3, '12.30 ກີບ'],
  ] as const)('in %s writes %s %s as "%s"', async (locale, currency, value, expected) => {
    await changeLocale(locale, { persist: false });
    expect(formatCurrency(value, currency)).toBe(expected);
    expect(currencyWord(currency)).toBe(expected.split(' ')[1]);
  });

  it('takes the language as an option, whatever the current one', async () => {
    await changeLocale('th', { persist: false });
    await changeLocale('la', { persist: false });
    expect(formatCurrency(1500000, 'LAK', { locale: 'en' })).toBe('1,500,000 kip');
    expect(formatCurrency(2, 'THB', { locale: 'th' })).toBe('2.00 บาท');
  });

  it('baht always has two decimals; kip drops them only when the amount is whole', () => {
    expect(formatAmount(0, 'THB')).toBe('0.00');
    expect(formatAmount(0, 'LAK')).toBe('0');
    expect(formatAmount(1000, 'THB')).toBe('1,000.00');
    expect(formatAmount(1000, 'LAK')).toBe('1,000');
    expect(formatAmount(1000.004, 'LAK')).toBe('1,000');
    expect(formatAmount(1000.05, 'LAK')).toBe('1,000.05');
    expect(formatAmount(-12.3, 'LAK')).toBe('-12.30');
  });

  it('keeps formatMoney’s number exactly (rounding, bad input)', () => {
    for (const value of [1.005, 999999.995, -0.004, Number.NaN, '75.25', null, 0.005, 1e21]) {
      expect(formatCurrency(value, 'THB', { locale: 'en' })).toBe(`${formatMoney(value)} baht`);
      expect(formatCurrency(value, 'LAK', { locale: 'en' })).toBe(`${formatMoney(value).replace(/\.00$/, '')} kip`);
    }
  });
});

describe('the member currency', () => {
  it('reads BAHT/THB and LAK/KIP codes, in any case; anything else is unknown', () => {
    expect(['BAHT', 'thb', ' THB '].map(toCurrency)).toEqual(['THB', 'THB', 'THB']);
    expect(['LAK', 'kip'].map(toCurrency)).toEqual(['LAK', 'LAK']);
    expect([null, undefined, '', 'USD'].map(toCurrency)).toEqual([null, null, null, null]);
  });

  it('is the first deposit bank entry with a known currency, else the build’s (baht in the Thai build)', () => {
    const entry = (currency: string) => ({
      bankCode: 'X',
      bankType: 'BANK',
      mode: 'AUTO',
      bank: { nameTH: 'x', nameEN: 'x' },
      bankAccountName: '',
      bankAccountNo: '',
      currency,
    });
    expect(memberCurrency({ banks: [entry('LAK')] })).toBe('LAK');
    expect(memberCurrency({ banks: [entry(''), entry('BAHT'), entry('LAK')] })).toBe('THB');
    expect(memberCurrency({ banks: [entry('USD')] })).toBe('THB');
    expect(memberCurrency({ banks: [] })).toBe('THB');
    expect(memberCurrency(undefined)).toBe('THB');
  });
});
