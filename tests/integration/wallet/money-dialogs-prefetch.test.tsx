import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { prefetchMoneyDialogs } from '@/app/routes/home-dialogs';
import { useDepositLookup } from '@/features/deposit/api';
import { withdrawLimitsQuery } from '@/features/wallet/api';
import { depositLookupQuery } from '@/lib/member-currency';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';

describe("home's money dialogs, fetched ahead of the first tap", () => {
  it('asks only for what home has not: the withdraw lookup (the deposit lookup is loaded for the currency)', async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    await client.fetchQuery(depositLookupQuery);

    const sent = recordRequests();
    prefetchMoneyDialogs(client);
    await expect.poll(() => client.getQueryData(withdrawLimitsQuery.queryKey)).toBeTruthy();
    expect(sent).toEqual(['GET /api/lookup/withdraw']);
  });

  it('the deposit dialog shows the lookup home loaded at once, and loads it again for the modes of that moment', async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    const loaded = await client.fetchQuery(depositLookupQuery);

    const sent = recordRequests();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDepositLookup(true), { wrapper });
    expect(result.current.data).toBe(loaded);
    await waitFor(() => expect(sent).toEqual(['GET /api/lookup/deposit']));
  });
});
