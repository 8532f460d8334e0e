import { removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';

/*
 * Home's entry (spec section 2), shared by its route's loader (home-entry.ts) and a first load's calls sent before
 * the app has loaded (src/app/first-load/first-calls.ts).
 */

/** Spec section 2: home refreshes every game account 200 ms after entry. */
const ENTRY_REFRESH_DELAY_MS = 200;

/** Resolves when home's refresh is due, the member having entered `enteredMsAgo` ago. */
export const refreshDue = (enteredMsAgo = 0): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, ENTRY_REFRESH_DELAY_MS - enteredMsAgo)));

/** Spec section 2: once the refresh has answered, the time sync (last_sync) starts again. */
export function resetSync(): void {
  removeItem(STORAGE_KEYS.lastSync);
  writeItem(STORAGE_KEYS.lastSync, String(Date.now()));
}
