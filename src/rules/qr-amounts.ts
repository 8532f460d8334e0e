// Shared by the app (the QR panel's minimum hint, quick amounts and Create button) and the mock (the amount a code
// may be made for): each QR amount is written here once.
import type { Currency } from './currency';

/** The QR providers of spec section 7. */
export type QrProviderCode = 'KBANK' | 'WW' | 'PAYTIMZ' | 'PAYONEX' | 'FP';

export const QR_PROVIDER_CODES: readonly QrProviderCode[] = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'];

/**
 * The provider that makes QR codes in kip for a member whose money is kip: the mock's deposit lookup
 * answers it, with currency LAK, to the Laos build's kip member. A payment provider rather than KBANK (a Thai bank),
 * and not PAYTIMZ or FP, whose minimum the build settings may replace with a baht figure (spec section 5).
 */
export const KIP_QR_PROVIDER: QrProviderCode = 'PAYONEX';

export interface QrAmounts {
  /** The least a code may be made for; null: any amount above 0 (KBANK, spec section 5). */
  minimum: number | null;
  /** The quick amounts, smallest first. */
  quick: readonly number[];
}

/** Spec sections 5 and 9, in baht. */
const BAHT: Record<QrProviderCode, QrAmounts> = {
  KBANK: { minimum: null, quick: [10, 20, 50, 100, 500, 1000] },
  WW: { minimum: 100, quick: [100, 200, 300, 500, 1000] },
  PAYONEX: { minimum: 100, quick: [100, 200, 300, 500, 1000] },
  PAYTIMZ: { minimum: 10, quick: [10, 50, 100, 500, 1000] },
  FP: { minimum: 10, quick: [10, 50, 100, 500, 1000] },
};

/**
 * In kip, for any provider (the spec names baht amounts only): whole kip in the notes a Lao member counts in, the
 * least the 10,000 kip note (about 16 baht), the largest quick amount 1,000,000 kip. The first quick amount is the
 * minimum, as it is for the spec's providers, so tapping it always makes a code.
 */
const KIP: QrAmounts = { minimum: 10_000, quick: [10_000, 50_000, 100_000, 500_000, 1_000_000] };

/** A provider's QR minimum and quick amounts in the member's currency (baht when it is not known). */
export function qrAmounts(provider: QrProviderCode, currency: Currency | null | undefined): QrAmounts {
  return currency === 'LAK' ? KIP : BAHT[provider];
}
