import type { QueryClient } from '@tanstack/react-query';
import { banksQuery } from '@/features/auth/api';
import { couponsQuery, spinActiveQuery, spinSetupQuery } from '@/features/spin/api';
import { statementsQuery } from '@/features/statement/api';
import { parsePage } from '@/features/statement/model';
import { enterHome } from '@/features/wallet/home-entry';
import { depositLookupQuery } from '@/lib/member-currency';
import { walletQuery } from '@/lib/wallet-query';
import type { MEMBER_PAGES } from './page-table';

type MemberPageName = (typeof MEMBER_PAGES)[keyof typeof MEMBER_PAGES];

/**
 * What a member page asks for as its route starts, all at once and before the page renders (the route table runs
 * these as loaders): the page finds its calls under way in the query cache. None is awaited: the page paints what
 * it knows while they run, and a failure is its error state with Try again (STARTED_BY_ROUTE). Every amount waits
 * for the member's currency (the deposit lookup), so it starts with each page's first call.
 */
export const pageLoaders: Partial<Record<MemberPageName, (client: QueryClient, url: URL) => void>> = {
  'member-home': (client) => {
    void client.prefetchQuery(depositLookupQuery);
    void client.prefetchQuery(spinActiveQuery);
    void enterHome(client).catch(() => undefined);
  },
  // The statement names its routes from the banks and the wallet's game accounts (routes/statement.tsx).
  statement: (client, url) => {
    void client.prefetchQuery(statementsQuery(parsePage(url.searchParams.get('page'))));
    void client.prefetchQuery(depositLookupQuery);
    void client.prefetchQuery(banksQuery);
    void client.prefetchQuery(walletQuery);
  },
  spin: (client) => {
    void client.prefetchQuery(spinSetupQuery);
    void client.prefetchQuery(couponsQuery);
    void client.prefetchQuery(depositLookupQuery);
  },
};
