import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { refreshSlots, walletKeys } from './api';
import { ENTRY_REFRESH_DELAY_MS } from './entry-sequence';

function resetSync(): void {
  removeItem(STORAGE_KEYS.lastSync);
  writeItem(STORAGE_KEYS.lastSync, String(Date.now()));
}

function logWalletFailure(error: unknown): void {
  // Spec section 8: wallet failures are only logged.
  console.warn('[wallet] refresh failed', error);
}

/**
 * Home's entry sequence (spec section 2): after 200 ms refresh every game account, reset the
 * time sync (last_sync), then load the wallet. `ready` turns true when the wallet may load.
 */
export function useHomeEntry() {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(false);
  const flight = useSingleFlight();

  useEffect(() => {
    let active = true;
    const loadWallet = () => {
      if (!active) return;
      resetSync();
      // A cached wallet from an earlier visit must load again now, after the refresh.
      void queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true, refetchType: 'none' });
      setReady(true);
    };
    const refreshThenLoad = () => void refreshSlots().catch(logWalletFailure).then(loadWallet);
    const timer = setTimeout(refreshThenLoad, ENTRY_REFRESH_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [queryClient]);

  /** The refresh-balance action and the refresh-all tile: refresh game accounts, then reload. */
  const { run } = flight;
  const refresh = useCallback(
    () =>
      run(async () => {
        await refreshSlots().catch(logWalletFailure);
        resetSync();
        await queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true });
      }),
    [queryClient, run],
  );
  const refreshing = flight.pending;

  return { ready, refresh, refreshing };
}
