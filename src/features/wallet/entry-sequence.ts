import { removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';

/*
 * Home's entry (spec section 2), shared by its route's loader (home-entry.ts) and a first load's calls sent before
 * the app has loaded (src/app/first-load/first-calls.ts).
 */

/** Spec section 2: home refreshes every game account 200 ms after entry. */
export const ENTRY_REFRESH_DELAY_MS = 200;

/** Spec section 2: once the refresh has answered, the time sync (last_sync) starts again. */
export function resetSync(): void {
  removeItem(STORAGE_KEYS.lastSync);
  writeItem(STORAGE_KEYS.lastSync, String(Date.now()));
}
