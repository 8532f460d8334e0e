import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { STARTED_BY_ROUTE } from '@/lib/query-client';
import { removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';
import { walletQuery } from '@/lib/wallet-query';
import { refreshSlots } from './api';
import { ENTRY_REFRESH_DELAY_MS } from './entry-sequence';

function resetSync(): void {
  removeItem(STORAGE_KEYS.lastSync);
  writeItem(STORAGE_KEYS.lastSync, String(Date.now()));
}

function logWalletFailure(error: unknown): void {
  // Spec section 8: wallet failures are only logged.
  console.warn('[wallet] refresh failed', error);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Home's entry sequence (spec section 2), up to the wallet: after 200 ms refresh every game account (a failure is
 * only logged), reset the time sync (last_sync), and mark a wallet cached by an earlier visit as out of date.
 */
async function entrySequence(client: QueryClient): Promise<number> {
  await delay(ENTRY_REFRESH_DELAY_MS);
  await refreshSlots().catch(logWalletFailure);
  resetSync();
  await client.invalidateQueries({ queryKey: walletQuery.queryKey, exact: true, refetchType: 'none' });
  return Date.now();
}

/** One entry at a time: the loader starts it (below); rendered without the loader, the page does. */
const entryQuery = queryOptions({
  queryKey: ['home-entry'] as const,
  queryFn: ({ client }) => entrySequence(client),
  staleTime: Infinity,
  retry: false,
  ...STARTED_BY_ROUTE,
});

/** Run by home's route loader on every entry (src/app/page-loaders.ts). */
export function enterHome(client: QueryClient): Promise<number> {
  return client.fetchQuery({ ...entryQuery, staleTime: 0 });
}

/**
 * Home's entry as the page reads it: `ready` once this entry's refresh is done, when the page's wallet query
 * loads (the page, not the loader, starts that call: a wallet query enabled after its call failed would send it
 * again); before, the page shows what an earlier visit loaded, if anything. And the refresh-balance action.
 */
export function useHomeEntry() {
  const queryClient = useQueryClient();
  const entry = useQuery(entryQuery);
  const ready = entry.isSuccess && entry.fetchStatus === 'idle';
  const flight = useSingleFlight();

  /** The refresh-balance action and the refresh-all tile: refresh game accounts, then reload. */
  const { run } = flight;
  const refresh = useCallback(
    () =>
      run(async () => {
        await refreshSlots().catch(logWalletFailure);
        resetSync();
        await queryClient.invalidateQueries({ queryKey: walletQuery.queryKey, exact: true });
      }),
    [queryClient, run],
  );
  const refreshing = flight.pending;

  return { ready, refresh, refreshing };
}
