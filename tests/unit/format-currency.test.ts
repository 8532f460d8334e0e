import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { memberCurrency } from '@/lib/member-currency';
import { currencyWord, formatCurrency, formatMoney, toCurrency } from '@/lib/format';

afterEach(async () => {
  await changeLocale('en', { persist: false });
});

describe('formatCurrency', () => {
  it.each([
    ['th', 'THB', '1,234.50 บาท'],
    ['la', 'THB', '1,234.50 ບາດ'],
    ['en', 'THB', '1,234.50 baht'],
    ['th', 'LAK', '1,234.50 กีบ'],
    ['la', 'LAK', '1,234.50 ກີບ'],
    ['en', 'LAK', '1,234.50 kip'],
  ] as const)('in %s writes %s with its word', async (locale, currency, expected) => {
    await changeLocale(locale, { persist: false });
    expect(formatCurrency(1234.5, currency)).toBe(expected);
    expect(currencyWord(currency)).toBe(expected.split(' ')[1]);
  });

  it('takes the language as an option, whatever the current one', async () => {
    await changeLocale('th', { persist: false });
    await changeLocale('la', { persist: false });
    expect(formatCurrency(1500000, 'LAK', { locale: 'en' })).toBe('1,500,000.00 kip');
    expect(formatCurrency(2, 'THB', { locale: 'th' })).toBe('2.00 บาท');
  });

  it('writes the symbol before the number, after the minus sign', () => {
    expect(formatCurrency(1234.5, 'THB', { symbol: true })).toBe('฿1,234.50');
    expect(formatCurrency(-12.3, 'LAK', { symbol: true })).toBe('-₭12.30');
    expect(formatCurrency(0, 'LAK', { symbol: true })).toBe('₭0.00');
  });

  it('keeps formatMoney’s number exactly (rounding, bad input)', () => {
    for (const value of [1.005, 999999.995, -0.004, Number.NaN, '75.25', null, 0.005, 1e21]) {
      expect(formatCurrency(value, 'THB', { locale: 'en' })).toBe(`${formatMoney(value)} baht`);
      expect(formatCurrency(value, 'LAK', { symbol: true })).toBe(`₭${formatMoney(value)}`);
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
