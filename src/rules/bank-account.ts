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

/** A 10-digit bank number shown 3-3-rest with hyphens (spec section 9); any other value as it is. */
export function formatBankNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 10) return value;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * A bank number with every digit but the last four shown as x, in the same grouping as formatBankNumber:
 * "1234567890" -> "xxx-xxx-7890". Four digits or fewer are all masked, so a short number is never shown whole.
 */
export function maskBankNumber(value: string | null | undefined): string {
  const shown = formatBankNumber(value);
  const digits = shown.replace(/\D/g, '').length;
  const keep = digits > 4 ? 4 : 0;
  let seen = 0;
  return shown.replace(/\d/g, (digit) => (++seen > digits - keep ? digit : 'x'));
}
