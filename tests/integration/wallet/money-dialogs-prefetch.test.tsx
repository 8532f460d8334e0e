import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { existsSync } from 'node:fs';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyDialogPrefetches } from '@/app/routes/home/dialogs';
import { useDepositLookup } from '@/features/deposit/api';
import { withdrawLimitsQuery } from '@/features/wallet/api';
import { depositLookupQuery } from '@/lib/member-currency';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("home's money dialogs, fetched ahead of the first tap", () => {
  it('asks only for what home has not: the withdraw lookup (the deposit lookup is loaded for the currency)', async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    await client.fetchQuery(depositLookupQuery);

    const sent = recordRequests();
    moneyDialogPrefetches(client).forEach((step) => step());
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

  it("decodes the logos of the lookup's accounts ahead, each once: the dialog's first paint does not parse them", async () => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    const loaded = await client.fetchQuery(depositLookupQuery);
    const decoded: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        src = '';
        decode() {
          decoded.push(this.src);
          return Promise.resolve();
        }
      },
    );

    moneyDialogPrefetches(client).forEach((step) => step());
    const codes = [...loaded.banks.map((entry) => entry.bankCode), ...(loaded.wallets.length ? ['TRUEWALLET'] : [])];
    const withLogo = [...new Set(codes)].filter((code) => existsSync(`public/images/banks/${code}.svg`));
    expect(withLogo.length).toBeGreaterThan(0);
    expect(decoded.sort()).toEqual(withLogo.map((code) => `/images/banks/${code}.svg`).sort());
  });
});
