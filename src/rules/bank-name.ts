import { findBank } from './banks';

/**
 * A bank's names as the server sends them: nameTH always (spec section 3), nameEN on account and deposit entries,
 * nameLA only from a backend that adds it (the spec has none). `code` when the entry carries its bank code.
 */
export interface BankNames {
  code?: string | null;
  nameTH?: string | null;
  nameEN?: string | null;
  nameLA?: string | null;
}

/**
 * The bank's name in the member's language. Thai: nameTH; English: nameEN. Lao: the server's nameLA, else the
 * bank's Lao name from the table (src/rules/banks.ts: the banks of Laos), else nameEN. Each falls back to the
 * other names when missing or blank, and to `code` (the bank code, also the table's key when the entry has no
 * code of its own) when all are.
 */
export function bankName(bank: BankNames | null | undefined, locale: string, code = ''): string {
  const th = bank?.nameTH?.trim() ?? '';
  const en = bank?.nameEN?.trim() ?? '';
  if (locale === 'th') return th || en || code;
  if (locale !== 'la') return en || th || code;
  const la = bank?.nameLA?.trim() || findBank(bank?.code || code)?.nameLA;
  return la || en || th || code;
}

/**
 * A bank as a list offers it: its name, then its code in brackets when the name is not the code itself
 * ("ທະນາຄານການຄ້າຕ່າງປະເທດລາວ (BCEL)", never "BCEL (BCEL)").
 */
export function bankOptionLabel(bank: BankNames & { code: string }, locale: string): string {
  const name = bankName(bank, locale, bank.code);
  return name.toUpperCase() === bank.code.trim().toUpperCase() ? name : `${name} (${bank.code})`;
}
