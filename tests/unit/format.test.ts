import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { formatDate, formatDateTime, formatMoney, formatSignedAmount, formatTime, statementSign } from '@/lib/format';

describe('formatMoney', () => {
  it.each([
    [0, '0.00'],
    [1, '1.00'],
    [1000, '1,000.00'],
    [1234.5, '1,234.50'],
    [0.005, '0.01'],
    [-12.3, '-12.30'],
    ['75.25', '75.25'],
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
    [1.005, '1.01'],
    [-0.004, '0.00'],
    [-0, '0.00'],
    [999999.995, '1,000,000.00'],
    [12345678.9, '12,345,678.90'],
  ])('formats %s as %s', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it('matches the en-US two-decimal Intl format on amounts of every size', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
          fc.integer({ min: -1e9, max: 1e9 }).map((mills) => mills / 1000),
          fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        ),
        // Intl writes "-0.00" for a negative amount that rounds to zero; the portal shows 0.00.
        (amount) => formatMoney(amount) === intl.format(amount).replace(/^-(0\.00)$/, '$1'),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatDateTime', () => {
  it('uses DD/MM/YYYY HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7, 3))).toBe('05/01/2026 09:07:03');
  });
  it('writes the Buddhist year in Thai only (Gregorian + 543), the Gregorian year in Lao and English', () => {
    const date = new Date(2026, 10, 26, 23, 59, 58);
    expect(formatDateTime(date, 'th')).toBe('26/11/2569 23:59:58');
    expect(formatDateTime(date, 'la')).toBe('26/11/2026 23:59:58');
    expect(formatDateTime(date, 'en')).toBe('26/11/2026 23:59:58');
    expect(formatDateTime('2000-02-29T12:00:00', 'th')).toBe('29/02/2543 12:00:00');
    expect(formatDateTime(null, 'th')).toBe('-');
  });
  it('follows the member’s language when none is given', async () => {
    const date = new Date(2026, 10, 26, 8, 0, 0);
    await changeLocale('th', { persist: false });
    expect(formatDateTime(date)).toBe('26/11/2569 08:00:00');
    await changeLocale('la', { persist: false });
    expect(formatDateTime(date)).toBe('26/11/2026 08:00:00');
    await changeLocale('en', { persist: false });
    expect(formatDateTime(date)).toBe('26/11/2026 08:00:00');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});

describe('formatDate and formatTime: the two halves of formatDateTime', () => {
  it('writes the date as DD/MM/YYYY (the Buddhist year in Thai) and the time as HH:mm:ss', () => {
    const date = new Date(2026, 0, 5, 9, 7, 3);
    expect(formatDate(date, 'th')).toBe('05/01/2569');
    expect(formatDate(date, 'la')).toBe('05/01/2026');
    expect(formatDate(date, 'en')).toBe('05/01/2026');
    expect(formatTime(date)).toBe('09:07:03');
    expect(formatTime(new Date(2026, 0, 5, 23, 59, 59))).toBe('23:59:59');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate('not a date', 'th')).toBe('-');
    expect(formatTime(null)).toBe('-');
  });
});

describe('statement sign', () => {
  it.each([
    ['deposit', '+'],
    ['bonus', '+'],
    ['withdraw', '-'],
    ['transfer', ''],
    ['finish_bonus', ''],
  ])('%s is signed "%s"', (type, sign) => {
    expect(statementSign(type)).toBe(sign);
  });
  it('prefixes the amount', () => {
    expect(formatSignedAmount('withdraw', 500, 'THB')).toBe('-500.00');
    expect(formatSignedAmount('deposit', 1500, 'THB')).toBe('+1,500.00');
    expect(formatSignedAmount('transfer', 20, 'THB')).toBe('20.00');
    expect(formatSignedAmount('withdraw', 500, 'LAK')).toBe('-500');
    expect(formatSignedAmount('deposit', 1500.5, 'LAK')).toBe('+1,500.50');
  });
});
