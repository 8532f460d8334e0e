import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, signIn, SEEDED } from '@tests/support/render-app';
import { PAGE_FIRST_CALLS } from '@tests/support/page-first-calls';
import { trackQueryClient } from '@tests/support/query-clients';
import { recordRequests } from '@tests/support/request-events';
import { clientLoader as homeLoader } from '@/app/routes/member-home';
import { clientLoader as spinLoader } from '@/app/routes/spin';
import { clientLoader as statementLoader } from '@/app/routes/statement';
import { banksQuery } from '@/lib/banks-query';
import { couponsQuery, spinActiveQuery, spinSetupQuery } from '@/features/spin/api';
import { statementsQuery } from '@/features/statement/api';
import { createQueryClient } from '@/lib/query-client';
import { depositLookupQuery } from '@/lib/member-currency';
import { walletQuery } from '@/lib/wallet-query';

/** A query client whose calls the test's end waits for (home's wallet follows its entry after 200 ms). */
function appClient(): QueryClient {
  const client = createQueryClient();
  trackQueryClient(client);
  return client;
}

const failing = (method: 'get' | 'post', path: string) =>
  server.use(http[method](`*${path}`, () => HttpResponse.json({ message: 'INTERNAL' }, { status: 500 })));

describe("member pages' loaders", () => {
  it.each([
    ['statement', statementLoader, '/user/statement?page=2', PAGE_FIRST_CALLS.statement],
    ['spin', spinLoader, '/user/spin', PAGE_FIRST_CALLS.spin],
    ['home', homeLoader, '/user/home', PAGE_FIRST_CALLS.home],
  ] as const)(
    "%s's loader starts every call the page needs first, before it renders",
    async (_, loader, url, calls) => {
      signIn(SEEDED.member.phone);
      const sent = recordRequests();
      loader(appClient(), new URL(url, 'http://localhost'));
      await waitFor(() => expect([...sent].sort()).toEqual([...calls].sort()));
    },
  );

  it("home's loader asks for the wallet once the entry's refresh has answered (spec section 2)", async () => {
    signIn(SEEDED.member.phone);
    const sent = recordRequests();
    homeLoader(appClient());
    await waitFor(() => expect(sent).toContain('GET /api/wallet'));
    expect(sent.indexOf('GET /api/wallet')).toBeGreaterThan(sent.indexOf('GET /api/wallet/refresh/slot'));
  });

  it("the statement's loader asks for the page the address names", async () => {
    signIn(SEEDED.member.phone);
    const client = appClient();
    statementLoader(client, new URL('http://localhost/user/statement?page=2'));
    await waitFor(() => expect(client.getQueryData(statementsQuery(2).queryKey)?.page).toBe(2));
  });

  it.each([
    ['the wallet', walletQuery, 'get', '/api/wallet'],
    ['the deposit lookup', depositLookupQuery, 'get', '/api/lookup/deposit'],
    ['the banks', banksQuery, 'get', '/api/lookup/banks'],
    ["the statement's first page", statementsQuery(1), 'post', '/api/statement'],
    ['the spin setup', spinSetupQuery, 'get', '/api/spinwheel/setup'],
    ['the coupons', couponsQuery, 'get', '/api/spinwheel/coupon'],
    ['the spin switch', spinActiveQuery, 'get', '/api/spinwheel/active'],
  ] as const)(
    '%s, failed before its page mounted, is that page’s error and is not sent again as it mounts',
    async (_, query, method, path) => {
      signIn(SEEDED.member.phone);
      failing(method, path);
      const client: QueryClient = createQueryClient();
      await client.prefetchQuery(query as typeof walletQuery);
      expect(client.getQueryState(query.queryKey)?.status).toBe('error');
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useQuery(query as typeof walletQuery), { wrapper });
      // A fetch on mount starts as the observer subscribes (within renderHook's act), setting fetchStatus at once.
      expect(client.getQueryState(query.queryKey)?.fetchStatus).toBe('idle');
      expect(result.current.isError).toBe(true);
      expect(result.current.fetchStatus).toBe('idle');
    },
  );

  it('a statement whose first page fails on the first load shows the error with Try again, asked once', async () => {
    failing('post', '/api/statement');
    const sent = recordRequests();
    const { user } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    expect(await screen.findByText('The statement could not be loaded.')).toBeInTheDocument();
    expect(sent.filter((call) => call === 'POST /api/statement')).toHaveLength(1);
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Statement, page 1' })).toBeInTheDocument();
    expect(sent.filter((call) => call === 'POST /api/statement')).toHaveLength(2);
  });
});
