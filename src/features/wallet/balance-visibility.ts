import { useCallback, useSyncExternalStore } from 'react';
import { readItem, writeItem } from '@/lib/storage';

/**
 * Whether the member hid their balances (the eye on home's header), kept on the device so a phone used in public
 * opens with them hidden. The device's storage is the truth, read on every look, so every tab agrees; a tab whose
 * storage refuses the write keeps the choice in memory until it is closed.
 */
export const HIDE_BALANCES_KEY = 'hide-balances';
const HIDDEN = 'hidden';
const SHOWN = 'shown';

let kept: boolean | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** True when the member chose to hide their balances on this device. */
export function balancesHidden(): boolean {
  return kept ?? readItem(HIDE_BALANCES_KEY) === HIDDEN;
}

/** Hides or shows the balances, remembered on the device (in memory only where the browser refuses to store it). */
export function setBalancesHidden(hidden: boolean): void {
  kept = writeItem(HIDE_BALANCES_KEY, hidden ? HIDDEN : SHOWN) ? null : hidden;
  emit();
}

/** A fresh tab's memory: the device's stored choice again (a test starting afresh). */
export function forgetBalancesHiddenInMemory(): void {
  kept = null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same device changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === HIDE_BALANCES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The member's choice and its toggle, for every screen that shows their balances. */
export function useBalancesHidden(): { hidden: boolean; toggle: () => void } {
  const hidden = useSyncExternalStore(subscribe, balancesHidden, () => false);
  const toggle = useCallback(() => setBalancesHidden(!balancesHidden()), []);
  return { hidden, toggle };
}
