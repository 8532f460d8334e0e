import { queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { STARTED_BY_ROUTE } from '@/lib/query-client';
import { getWallet, walletQuery } from '@/lib/wallet-query';
import { refreshSlots } from './api';
import { wallet } from '@/contract/wallet';
import { hasFirstCall } from '@/lib/http';
import { ENTRY_REFRESH_DELAY_MS, resetSync } from './entry-sequence';

function logWalletFailure(error: unknown): void {
  // Spec section 8: wallet failures are only logged.
  console.warn('[wallet] refresh failed', error);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Home's entry sequence (spec section 2), up to the wallet: after 200 ms refresh every game account (a failure is
 * only logged) and reset the time sync (last_sync). An entry cancelled meanwhile (the session ended) asks for nothing.
 */
async function entrySequence(signal: AbortSignal): Promise<number> {
  // A first load's refresh was sent 200 ms after the page opened (src/app/first-load/first-calls.ts): take it.
  if (!hasFirstCall(wallet.refreshSlots)) await delay(ENTRY_REFRESH_DELAY_MS);
  signal.throwIfAborted();
  await refreshSlots().catch(logWalletFailure);
  resetSync();
  return Date.now();
}

/** One entry at a time (a second start while one runs joins it): home's route loader starts it (below). */
const entryQuery = queryOptions({
  queryKey: ['home-entry'] as const,
  queryFn: ({ signal }) => entrySequence(signal),
  staleTime: Infinity,
  retry: false,
  ...STARTED_BY_ROUTE,
});

/**
 * Home's first calls after its entry, run by its route's loader on every entry (src/app/routes/member-home.tsx):
 * the entry sequence, then the wallet. The wallet's query is under way from the start, its call waiting for the
 * refresh's answer, so the page that mounts meanwhile finds it and asks for nothing itself; until it answers, the
 * page shows what an earlier visit loaded, if anything.
 */
export function enterHome(client: QueryClient): Promise<unknown> {
  const entry = client.fetchQuery({ ...entryQuery, staleTime: 0 });
  const walletAfterEntry = async () => {
    await entry;
    return getWallet();
  };
  return client.fetchQuery({ ...walletQuery, queryFn: walletAfterEntry, staleTime: 0 }).catch(() => undefined);
}

/** The refresh-balance action (and the refresh-all tile): refresh game accounts, then reload the wallet. */
export function useHomeRefresh() {
  const queryClient = useQueryClient();
  const flight = useSingleFlight();
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
  return { refresh, refreshing: flight.pending };
}
