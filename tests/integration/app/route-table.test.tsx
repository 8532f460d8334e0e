import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { currentPath, renderApp, SEEDED, signIn } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from '@tests/integration/wallet/helpers';
import { PAGE_FIRST_CALLS } from '@tests/support/page-first-calls';
import { trackQueryClient } from '@tests/support/query-clients';
import { recordRequests } from '@tests/support/request-events';
import { routerReady } from '@/app/first-load/take-over';
import { QueryLayer } from '@/app/query-layer';
import { createRoutes } from '@/app/router';
import { clearSession } from '@/lib/session';
import { createQueryClient } from '@/lib/query-client';

/** The router at `url`, its first page's modules loaded and its loaders run, and nothing rendered. */
async function openUnrendered(url: string) {
  const client = createQueryClient();
  trackQueryClient(client);
  const router = createMemoryRouter(createRoutes(new QueryLayer(client)), { initialEntries: [url] });
  await routerReady(router);
  return router;
}

const sorted = (list: readonly string[]) => [...list].sort();

describe('the route table', () => {
  it.each([
    ['/user/statement', PAGE_FIRST_CALLS.statement],
    ['/user/spin', PAGE_FIRST_CALLS.spin],
    ['/user/home', PAGE_FIRST_CALLS.home],
  ] as const)("%s: the page's route starts its first calls before anything renders", async (url, calls) => {
    signIn(SEEDED.member.phone);
    const sent = recordRequests();
    await openUnrendered(url);
    await waitFor(() => expect(sorted(sent)).toEqual(sorted(calls)));
  });

  it("a visitor opening a member page goes to /login, and none of the member's calls leaves", async () => {
    const sent = recordRequests();
    const router = await openUnrendered('/user/statement');
    expect(router.state.location.pathname).toBe('/login');
    // The login guard's lookup answered after any call the member page's route would have sent before it.
    expect(sent).toEqual(['GET /api/lookup/active']);
  });

  it('an address with trailing slashes is its page: /user// is the member home', async () => {
    signIn(SEEDED.member.phone);
    const router = await openUnrendered('/user//');
    expect(router.state.location.pathname).toBe('/user/home');
  });

  it('the login page opens when the site lookup before it fails: a member is never locked out of /login', async () => {
    server.use(http.get('*/api/lookup/active', () => HttpResponse.json({ message: 'INTERNAL' }, { status: 500 })));
    const { router } = await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it("a session that ended without the app's own navigation is asked for again at the next member page", async () => {
    agreementSeen();
    const { router, user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    clearSession();
    await user.click(screen.getByRole('link', { name: 'Statement' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
  });
});
