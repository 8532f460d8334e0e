import type { DepositLookup } from './api';

/** Bank codes with a logo in public/images/banks. */
export const BANK_LOGOS = ['KBANK', 'SCB', 'GSB', 'BCEL', 'KTB', 'BBL', 'TMB', 'BAY', 'TRUEWALLET'] as const;

/** The card wallet's logo, on the wallet deposit's panel. */
export const WALLET_LOGO = 'TRUEWALLET';

export function bankLogoUrl(code: string): string | null {
  return (BANK_LOGOS as readonly string[]).includes(code) ? `/images/banks/${code}.svg` : null;
}

/** The logos decoded, one per file, kept so that they stay in the browser's memory cache until a dialog shows them. */
const kept = new Map<string, HTMLImageElement>();

/**
 * Decodes the logos the deposit dialog will show for this lookup (its accounts', and the card wallet's when it has
 * one), ahead of its first open: an SVG logo's first paint parses and lays out a document of its own, about 20 ms of
 * main thread at 4x CPU in the deposit's first tap.
 */
export function warmDepositLogos(lookup: DepositLookup): void {
  const codes = [...lookup.banks.map((entry) => entry.bankCode), ...(lookup.wallets.length ? [WALLET_LOGO] : [])];
  for (const url of new Set(codes.map(bankLogoUrl))) {
    if (url === null) continue;
    const image = new Image();
    image.src = url;
    kept.set(url, image);
    // An engine without decode() (jsdom) still has the file fetched.
    if ('decode' in image) void image.decode().catch(() => undefined);
  }
}
