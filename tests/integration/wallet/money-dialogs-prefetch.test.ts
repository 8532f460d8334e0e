import { describe, expect, it } from 'vitest';
import { prefetchMoneyDialogs } from '@/app/routes/home-dialogs';
import { depositKeys } from '@/features/deposit/api';
import { walletKeys } from '@/features/wallet/api';
import { currencyLookupQuery } from '@/lib/member-currency';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';

describe("home's money dialogs, fetched ahead of the first tap", () => {
  it('the deposit dialog starts from the currency lookup home made, stale, and nothing is asked twice', async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    await client.fetchQuery(currencyLookupQuery);

    const sent = recordRequests();
    prefetchMoneyDialogs(client);
    await expect.poll(() => client.getQueryData(walletKeys.withdrawLimits)).toBeTruthy();

    expect(sent).toEqual(['GET /api/lookup/withdraw']);
    expect(client.getQueryData(depositKeys.lookup)).toEqual(client.getQueryData(currencyLookupQuery.queryKey));
    // Stale: the dialog shows it at once and loads the lookup again when it opens (the wallet modes of then).
    expect(client.getQueryCache().find({ queryKey: depositKeys.lookup })?.isStaleByTime(60_000)).toBe(true);
  });

  it('keeps a deposit lookup the dialog already has, and seeds none before the currency lookup answered', async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    prefetchMoneyDialogs(client);
    expect(client.getQueryData(depositKeys.lookup)).toBeUndefined();

    const own = { banks: [], wallets: [], isManual: false };
    client.setQueryData(depositKeys.lookup, own);
    await client.fetchQuery(currencyLookupQuery);
    prefetchMoneyDialogs(client);
    expect(client.getQueryData(depositKeys.lookup)).toBe(own);
  });
});
