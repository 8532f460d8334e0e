import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { statement } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import { call } from './http';
import { STARTED_BY_ROUTE } from './query-client';

/** GET /api/wallet. */
export const getWallet = () => call(wallet.get);

/** GET /api/wallet, its one query: home shows it, and its profile names the member a money intent belongs to. */
export const walletQuery = queryOptions({
  queryKey: keyOf(wallet.get),
  queryFn: getWallet,
  ...STARTED_BY_ROUTE,
});

/**
 * Reloads the wallet after a money move: each move's mutation in its feature's api.ts calls this (a feature
 * never imports another, so the wallet's query lives here). The server's record of moves (the statement and the
 * slips, which home shows as the moves under way) loads again with it, not awaited: the caller waits for the
 * wallet alone, as before.
 */
export function reloadWallet(client: QueryClient): Promise<void> {
  for (const list of [statement.list, statement.slips]) void client.invalidateQueries({ queryKey: keyOf(list) });
  return client.invalidateQueries({ queryKey: walletQuery.queryKey, exact: true });
}

/**
 * The signed-in member's id (the profile's `_id`), from the wallet already loaded (home has it) or loaded now;
 * null when it cannot be read, and the intent is then kept for this page only.
 */
export async function signedInMember(client: QueryClient): Promise<string | null> {
  try {
    const answer = await client.ensureQueryData(walletQuery);
    return answer.profile._id || null;
  } catch {
    return null;
  }
}
