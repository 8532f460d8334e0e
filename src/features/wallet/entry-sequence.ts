// No imports: the build's head script (build/route-preload.ts) reads these too.

/** Spec section 2: home refreshes every game account 200 ms after entry. */
export const ENTRY_REFRESH_DELAY_MS = 200;
