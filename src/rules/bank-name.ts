/** A bank's names as the server sends them: nameTH always (spec section 3), nameEN on account and deposit entries. */
export interface BankNames {
  nameTH?: string | null;
  nameEN?: string | null;
}

/**
 * The bank's name in the member's language: nameTH in Thai, nameEN in Lao and English (the spec has no Lao
 * name), each falling back to the other when missing or blank, and to `fallback` (the bank code) when both are.
 */
export function bankName(bank: BankNames | null | undefined, locale: string, fallback = ''): string {
  const th = bank?.nameTH?.trim() ?? '';
  const en = bank?.nameEN?.trim() ?? '';
  const name = locale === 'th' ? th || en : en || th;
  return name || fallback;
}
