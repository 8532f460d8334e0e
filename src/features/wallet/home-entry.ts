import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { wallet } from '@/contract/wallet';
import { hasFirstCall } from '@/lib/http';
import { STARTED_BY_ROUTE } from '@/lib/query-client';
import { getWallet, walletQuery } from '@/lib/wallet-query';
import { refreshSlots } from './api';
import { refreshDue, resetSync } from './entry-sequence';

/** Spec section 2: refresh every game account (a failure is only logged: section 8), then restart the time sync. */
export async function refreshGameAccounts(): Promise<void> {
  await refreshSlots().catch((error: unknown) => console.warn('[wallet] refresh failed', error));
  resetSync();
}

/** Home's entry (spec section 2) up to the wallet; cancelled meanwhile (the session ended), it asks for nothing. */
async function entrySequence(signal: AbortSignal): Promise<number> {
  // A first load's refresh left 200 ms after the page opened (src/app/first-load/first-calls.ts): take it.
  if (!hasFirstCall(wallet.refreshSlots)) await refreshDue();
  signal.throwIfAborted();
  await refreshGameAccounts();
  return Date.now();
}

/** One entry at a time: a second start while one runs joins it. */
const entryQuery = queryOptions({
  queryKey: ['home-entry'] as const,
  queryFn: ({ signal }) => entrySequence(signal),
  staleTime: 0,
  retry: false,
  ...STARTED_BY_ROUTE,
});

/**
 * Home's loader on every entry: the entry, then the wallet. The wallet's query is under way from the start, its call
 * waiting for the refresh, so the page that mounts meanwhile finds it and asks for nothing itself.
 */
export function enterHome(client: QueryClient): Promise<unknown> {
  const entry = client.fetchQuery(entryQuery);
  const walletAfterEntry = async () => {
    await entry;
    return getWallet();
  };
  return client.fetchQuery({ ...walletQuery, queryFn: walletAfterEntry, staleTime: 0 }).catch(() => undefined);
}
