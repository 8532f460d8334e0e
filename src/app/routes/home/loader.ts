import type { QueryClient } from '@tanstack/react-query';
import { spinActiveQuery } from '@/features/spin/api';
import { slipsQuery, statementsQuery } from '@/features/statement/api';
import { enterHome } from '@/features/wallet/home-entry';
import { depositLookupQuery } from '@/lib/member-currency';

/**
 * Home's first calls: the deposit lookup (every amount waits for the member's currency), the spin switch, the
 * server's record of moves (the moves under way paint with the wallet), the entry (spec section 2) and the wallet.
 */
export function clientLoader(client: QueryClient): void {
  void client.prefetchQuery(depositLookupQuery);
  void client.prefetchQuery(spinActiveQuery);
  void client.prefetchQuery(statementsQuery(1));
  void client.prefetchQuery(slipsQuery(1));
  void enterHome(client);
}
