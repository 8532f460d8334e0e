// Shared by the app (register bank select, deposit account list) and the mock (its bank lookup).
import { BANKS } from './banks';
import { toCurrency, type Currency } from './currency';

/**
 * Banks of Laos, whose accounts are in kip (the bank table, src/rules/banks.ts). The bank lookup names a bank by
 * code and nameTH only (spec section 3), so the app knows a Lao bank by its code; every other bank is Thai (baht).
 */
export const LAO_BANK_CODES: readonly string[] = BANKS.filter((bank) => bank.currency === 'LAK').map((b) => b.code);

/** The currency of a bank's accounts: kip for a Lao bank, baht otherwise. */
export function bankCurrency(code: string): Currency {
  return LAO_BANK_CODES.includes(code.trim().toUpperCase()) ? 'LAK' : 'THB';
}

/**
 * The items in the currency first, each group in the order received (the lookup's own order): in the Laos
 * build the Lao banks lead the register select and the kip accounts the deposit list. `currencyOf` reads an
 * item's currency; an item whose currency is unknown (null) stays with the others.
 */
export function currencyFirst<T>(
  items: readonly T[],
  currency: string | null | undefined,
  currencyOf: (item: T) => string | null | undefined,
): T[] {
  const wanted = toCurrency(currency);
  if (!wanted) return [...items];
  const same = (item: T) => toCurrency(currencyOf(item)) === wanted;
  return [...items.filter(same), ...items.filter((item) => !same(item))];
}
