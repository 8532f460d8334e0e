// No imports: a plain constant the wallet model and its tests share.

/** Spec section 2: home refreshes every game account 200 ms after entry. */
export const ENTRY_REFRESH_DELAY_MS = 200;
