// No imports: the build's head script (build/route-preload.ts, build/preload-script.ts) reads these too.

/** Where index.html's head script leaves the calls it started while the app downloads, by window property. */
export const EARLY_KEYS = {
  /** The login guard's call on /login (src/features/content/site.ts). */
  active: '__portalActiveCheck',
  /** The member's currency lookup on home and the spin page (src/lib/currency.ts). */
  currency: '__portalCurrencyLookup',
  /** The spin feature's active check on home (src/features/spin/api.ts). */
  spin: '__portalSpinActive',
  /** The spin page's setup and coupons (src/features/spin/api.ts). */
  spinSetup: '__portalSpinSetup',
  spinCoupons: '__portalSpinCoupons',
  /** The statement's first page (src/features/statement/api.ts). */
  statement: '__portalStatement',
  /** Home's entry calls, the refresh and then the wallet (src/features/wallet/early-entry.ts). */
  entry: '__portalHomeEntry',
} as const;
