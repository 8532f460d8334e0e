// Shared by the app and the mock (the mock answers a member's deposit accounts in their currency).
/** The two currencies of the product (spec sections 1 and 9: baht, and the Laos build's LAK). */
export type Currency = 'THB' | 'LAK';

export const CURRENCY_SYMBOLS: Record<Currency, string> = { THB: '฿', LAK: '₭' };

/**
 * A backend currency code as a Currency: the Laos build's options are LAK and BAHT (spec section 9);
 * THB and KIP are read the same way. Anything else is not known (null).
 */
export function toCurrency(code: string | null | undefined): Currency | null {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  if (upper === 'BAHT' || upper === 'THB') return 'THB';
  if (upper === 'LAK' || upper === 'KIP') return 'LAK';
  return null;
}
