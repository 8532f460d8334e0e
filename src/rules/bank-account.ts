import { BANKS } from './banks';

/** Banks whose account name must be English letters and spaces (spec sections 5 and 9). */
export const ENGLISH_NAME_BANKS: readonly string[] = ['KTB', 'TMB', 'BBL'];

export const needsEnglishName = (bankCode: string): boolean => ENGLISH_NAME_BANKS.includes(bankCode);

/** English (Latin) letters and spaces only, at least one letter (spec section 5). */
export function isEnglishName(name: string): boolean {
  return /^[A-Za-z ]*[A-Za-z][A-Za-z ]*$/.test(name);
}

/** Bank account name: first and last name trimmed, joined by one space, upper-cased (spec section 5). */
export function bankAccountName(firstName: string, lastName: string): string {
  return [firstName, lastName]
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean)
    .join(' ')
    .toUpperCase();
}

/** A bank account name as stored: spaces collapsed, upper-cased; the English-only check where the bank needs it. */
export function checkBankAccountName(
  bankCode: string,
  raw: string,
): { name: string; problem: 'required' | 'english' | null } {
  const name = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!name) return { name, problem: 'required' };
  return { name, problem: needsEnglishName(bankCode) && !isEnglishName(name) ? 'english' : null };
}

/** Digits only; spaces and dashes typed for readability are dropped. */
export function normaliseAccountNo(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/**
 * How a bank groups its account numbers, by length: digits per group, joined by hyphens. Every 10-digit number is
 * 3-3-4 (spec section 9: "3-3-rest"); a bank of the table (src/rules/banks.ts) adds its own lengths. The app shows
 * the members' and the payees' numbers with it; the mock's numbers are checked against it.
 */
export const BANK_NUMBER_GROUPS: Readonly<Record<string, readonly (readonly number[])[]>> = {
  '*': [[3, 3, 4]],
  ...Object.fromEntries(BANKS.filter((bank) => bank.groups).map((bank) => [bank.code, bank.groups ?? []])),
};

/** The grouping of a number of `length` digits at `bankCode`, or null when the table has none. */
export function bankNumberGroups(length: number, bankCode?: string): readonly number[] | null {
  const sum = (groups: readonly number[]) => groups.reduce((a, b) => a + b, 0);
  const own = bankCode ? BANK_NUMBER_GROUPS[bankCode.toUpperCase()] : undefined;
  return [...(own ?? []), ...(BANK_NUMBER_GROUPS['*'] ?? [])].find((groups) => sum(groups) === length) ?? null;
}

/**
 * A bank number grouped as its bank writes it (BANK_NUMBER_GROUPS): "1234567890" -> "123-456-7890", a BCEL
 * "010110001783790001" -> "010-11-00-01783790-001"; a length the table does not know, as it is.
 */
export function formatBankNumber(value: string | null | undefined, bankCode?: string): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const groups = bankNumberGroups(digits.length, bankCode);
  if (!groups) return value;
  let at = 0;
  return groups
    .map((size) => {
      const part = digits.slice(at, at + size);
      at += size;
      return part;
    })
    .join('-');
}

/**
 * A bank number with every digit but the last four shown as x, in the same grouping as formatBankNumber (its
 * bank's when `bankCode` is given): "1234567890" -> "xxx-xxx-7890", a BCEL "0101000987654" ->
 * "xxxx-xxxx-x7654" (the last four digits stay where they stand, across groups). Four digits or fewer are all
 * masked, so a short number is never shown whole.
 */
export function maskBankNumber(value: string | null | undefined, bankCode?: string): string {
  const shown = formatBankNumber(value, bankCode);
  const digits = shown.replace(/\D/g, '').length;
  const keep = digits > 4 ? 4 : 0;
  let seen = 0;
  return shown.replace(/\d/g, (digit) => (++seen > digits - keep ? digit : 'x'));
}
