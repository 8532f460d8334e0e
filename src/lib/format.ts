import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import i18next from 'i18next';
import type { Currency } from '@/rules/currency';
import { currentLocale } from './i18n';

export { toCurrency, type Currency } from '@/rules/currency';

// dayjs lives here, not in i18n.ts, so the login page's first load does not carry it.
dayjs.extend(buddhistEra);

/** Spec section 9's pattern, in every language. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** The same pattern with the Buddhist year (BBBB = Gregorian + 543), as Thai banking apps write dates. */
export const THAI_DATE_TIME_FORMAT = 'DD/MM/BBBB HH:mm:ss';

/**
 * 1234.5 -> "1,234.50"; anything not a finite number, and any amount that rounds to zero, shows as 0.00.
 * Otherwise the same output as
 * Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) (halves round away
 * from zero on the number's shortest decimal form), without it: the first Intl formatter of a page loads
 * ICU data, about 20 ms of main thread before the first balance shows.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return '0.00';
  // Shifting through the exponent keeps the decimal digits exact (1.005 -> 100.5, not 100.49999...);
  // amounts JavaScript already writes with an exponent (below 1e-6 or from 1e21) are multiplied.
  const amount = Math.abs(number);
  const text = String(amount);
  const cents = Math.round(text.includes('e') ? amount * 100 : Number(`${text}e2`));
  const digits = String(cents).padStart(3, '0');
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${number < 0 && cents > 0 ? '-' : ''}${whole}.${digits.slice(-2)}`;
}

/**
 * DD/MM/YYYY HH:mm:ss; in Thai the year is the Buddhist year (26/11/2569 for 2026), in Lao and English the
 * Gregorian one (src/locales/GLOSSARY.md, "Money and dates"). Every date a member sees goes through here.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  locale: string = currentLocale(),
): string {
  return formatted(value, locale === 'th' ? THAI_DATE_TIME_FORMAT : DATE_TIME_FORMAT);
}

/** formatDateTime's date alone (DD/MM/YYYY, the Buddhist year in Thai): a statement day's heading. */
export function formatDate(value: string | number | Date | null | undefined, locale: string = currentLocale()): string {
  return formatted(value, (locale === 'th' ? THAI_DATE_TIME_FORMAT : DATE_TIME_FORMAT).split(' ')[0]);
}

/** formatDateTime's time alone (HH:mm:ss): a statement line under its day's heading. */
export function formatTime(value: string | number | Date | null | undefined): string {
  return formatted(value, DATE_TIME_FORMAT.split(' ')[1]);
}

function formatted(value: string | number | Date | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : '-';
}

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';

/** Statement sign: + for deposit and bonus, - for withdraw, none otherwise. */
export function statementSign(type: string): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw') return '-';
  return '';
}

/** The currency's word in a language (money.currency.* of the locale files): บาท, ກີບ, kip... */
export function currencyWord(currency: Currency, locale: string = i18next.language): string {
  return i18next.t(`money.currency.${currency}`, { lng: locale });
}

/**
 * The number of an amount in its currency (src/locales/GLOSSARY.md, "Money and dates"): baht always with two decimals
 * ("1,234.50", "2.00"); kip without decimals when it is whole ("1,500,000") and with two when it is not ("12.30").
 */
export function formatAmount(value: number | string | null | undefined, currency: Currency): string {
  const amount = formatMoney(value);
  return currency === 'LAK' ? amount.replace(/\.00$/, '') : amount;
}

/** formatAmount with a sign: + deposit and bonus, - withdraw, none otherwise (spec section 9). */
export function formatSignedAmount(type: string, amount: number, currency: Currency): string {
  return `${statementSign(type)}${formatAmount(Math.abs(amount), currency)}`;
}

/**
 * An amount as every screen writes it, the one form per language of src/locales/GLOSSARY.md:
 * "1,234.50 บาท", "1,500,000 ກີບ", "1,234.50 baht". The number is formatAmount's, the word money.currency.*.
 */
export function formatCurrency(
  value: number | string | null | undefined,
  currency: Currency,
  { locale = i18next.language }: { locale?: string } = {},
): string {
  return i18next.t('money.amount', {
    amount: formatAmount(value, currency),
    currency: currencyWord(currency, locale),
    lng: locale,
  });
}
