import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { PAGE_FIRST_CALLS } from '@tests/support/page-first-calls';
import { renderApp, signIn, SEEDED } from '@tests/support/render-app';
import { trackQueryClient } from '@tests/support/query-clients';
import { onRequestStart, recordRequests } from '@tests/support/request-events';
import { startFirstCalls } from '@/app/first-load/first-calls';
import { clientLoader as homeLoader } from '@/app/routes/member-home';
import { clientLoader as spinLoader } from '@/app/routes/spin';
import { clientLoader as statementLoader } from '@/app/routes/statement';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { spin } from '@/contract/spin';
import { wallet } from '@/contract/wallet';
import { hasFirstCall } from '@/lib/http';
import { keepIntent } from '@/lib/kept-intents';
import { createQueryClient } from '@/lib/query-client';
import { endSession, saveToken } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';

const { statement: STATEMENT, spin: SPIN, home: HOME } = PAGE_FIRST_CALLS;

const sorted = (list: readonly string[]) => [...list].sort();

function appClient() {
  const client = createQueryClient();
  trackQueryClient(client);
  return client;
}

describe("a member page's first calls, sent by the head start before the app has loaded", () => {
  it.each([
    ['statement', statementLoader, '/user/statement?page=2', STATEMENT],
    ['spin', spinLoader, '/user/spin', SPIN],
    ['home', homeLoader, '/user/home', HOME],
  ] as const)(
    "are the calls %s's loader makes: the loader takes every answer and sends nothing itself",
    async (_, loader, address, calls) => {
      signIn(SEEDED.member.phone);
      const sent = recordRequests();
      const url = new URL(address, 'http://localhost');
      startFirstCalls(url.pathname, url);
      await waitFor(() => expect(sorted(sent)).toEqual(sorted(calls)));
      const client = appClient();
      loader(client, url);
      await waitFor(() => expect(client.isFetching()).toBe(0));
      expect(
        client
          .getQueryCache()
          .findAll()
          .map((query) => query.state.status),
      ).not.toContain('error');
      expect(sorted(sent)).toEqual(sorted(calls));
    },
  );

  /** When each call of home's entry left, and the time sync the wallet call found, for a page opened `openedMsAgo`. */
  async function homeEntry(openedMsAgo: number) {
    signIn(SEEDED.member.phone);
    const at: Record<string, number> = {};
    const syncAtWallet: (string | null)[] = [];
    onRequestStart(({ request }) => {
      const path = new URL(request.url).pathname;
      at[path] ??= Date.now();
      if (path === '/api/wallet') syncAtWallet.push(localStorage.getItem(STORAGE_KEYS.lastSync));
    });
    localStorage.removeItem(STORAGE_KEYS.lastSync);
    const started = Date.now();
    startFirstCalls('/user/home', new URL('/user/home', 'http://localhost'), openedMsAgo);
    await waitFor(() => expect(at['/api/wallet']).toBeDefined());
    return { refreshAfter: at['/api/wallet/refresh/slot'] - started, at, syncAtWallet };
  }

  it("keep home's entry as spec section 2 orders it: the refresh 200 ms after the page opened, the time sync, then the wallet", async () => {
    const { refreshAfter, at, syncAtWallet } = await homeEntry(50);
    // Opened 50 ms before: the refresh waits the 150 ms left of the spec's 200.
    expect(refreshAfter).toBeGreaterThanOrEqual(145);
    expect(at['/api/wallet']).toBeGreaterThanOrEqual(at['/api/wallet/refresh/slot']);
    expect(Number(syncAtWallet[0])).toBeGreaterThanOrEqual(at['/api/wallet/refresh/slot']);
  });

  it("send home's refresh at once when the page opened more than 200 ms before (a slow phone), the wallet after it", async () => {
    const { refreshAfter, at, syncAtWallet } = await homeEntry(600);
    // At once: well before the 200 ms a count from the module's run would wait (room for a busy host's timers).
    expect(refreshAfter).toBeLessThan(150);
    expect(at['/api/wallet']).toBeGreaterThanOrEqual(at['/api/wallet/refresh/slot']);
    expect(Number(syncAtWallet[0])).toBeGreaterThanOrEqual(at['/api/wallet/refresh/slot']);
  });

  /**
   * When each of home's first calls left, and when the wallet's answer was given (held 100 ms, so that a call sent
   * beside the wallet leaves before it and one sent after its answer does not).
   */
  async function homeCallsAroundTheWallet() {
    signIn(SEEDED.member.phone);
    let walletAnsweredAt = Infinity;
    server.use(
      http.get('*/api/wallet', async () => {
        await delay(100);
        walletAnsweredAt = Date.now();
      }),
    );
    const at: Record<string, number> = {};
    const sent = recordRequests();
    onRequestStart(({ request }) => {
      at[`${request.method} ${new URL(request.url).pathname}`] ??= Date.now();
    });
    startFirstCalls('/user/home', new URL('/user/home', 'http://localhost'), 600);
    await waitFor(() => expect(sorted(sent)).toEqual(sorted(HOME)));
    const walletSent = sent.indexOf('GET /api/wallet');
    expect(sent.slice(0, walletSent + 1)).toEqual([
      'GET /api/lookup/deposit',
      'GET /api/wallet/refresh/slot',
      'GET /api/wallet',
    ]);
    return { at, walletAnsweredAt };
  }

  it("send the rest of home once the wallet has answered: the balance's calls leave alone with its currency", async () => {
    const { at, walletAnsweredAt } = await homeCallsAroundTheWallet();
    for (const call of ['GET /api/spinwheel/active', 'POST /api/statement', 'POST /api/statement/slip'])
      expect(at[call], call).toBeGreaterThanOrEqual(walletAnsweredAt);
  });

  it("send the server's record with the wallet when the tab kept a money move without its answer", async () => {
    // Its notice paints above the tiles: with the balance, not pushing them down once the record comes.
    keepIntent('m-1001', JSON.stringify(keyOf(wallet.withdraw)), {
      input: JSON.stringify({ amount: 150 }),
      key: 'key-before-reload',
      at: Date.now() - 60_000,
      uncertain: true,
      amount: 150,
    });
    const { at, walletAnsweredAt } = await homeCallsAroundTheWallet();
    expect(at['POST /api/statement']).toBeLessThan(walletAnsweredAt);
    expect(at['POST /api/statement/slip']).toBeLessThan(walletAnsweredAt);
    expect(at['GET /api/spinwheel/active']).toBeGreaterThanOrEqual(walletAnsweredAt);
  });

  it("home's loader, started after them, waits no second 200 ms", async () => {
    signIn(SEEDED.member.phone);
    const started = Date.now();
    startFirstCalls('/user/home');
    expect(hasFirstCall(wallet.refreshSlots)).toBe(true);
    // The framework arrives 250 ms after the first calls left: the refresh has answered by then.
    await waitFor(() => expect(Date.now() - started).toBeGreaterThanOrEqual(250), { interval: 10 });
    const client = appClient();
    homeLoader(client);
    await waitFor(() => expect(client.getQueryState(['home-entry'])?.status).toBe('success'));
    // Its entry takes that answer at once; waiting 200 ms of its own, it would end after 450 ms.
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('home opened after them shows the balance, each call sent once', async () => {
    signIn(SEEDED.member.phone);
    const sent = recordRequests();
    startFirstCalls('/user/home');
    // Signed in above: the first calls carry the token the app's calls carry.
    await renderApp('/user/home');
    expect(await screen.findByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    await waitFor(() => expect(sorted(sent.filter((call) => HOME.includes(call)))).toEqual(sorted(HOME)));
  });

  it('are none for a visitor, or for a page without first calls, and none are kept once the session ends', () => {
    const kept = () => [lookup.deposit, spin.active, wallet.refreshSlots].filter((e) => hasFirstCall(e));
    startFirstCalls('/user/home');
    expect(kept()).toEqual([]);
    const token = signIn(SEEDED.member.phone);
    startFirstCalls('/user/profile');
    startFirstCalls('/login');
    expect(kept()).toEqual([]);
    startFirstCalls('/user/home');
    expect(kept()).toEqual([lookup.deposit, spin.active, wallet.refreshSlots]);
    endSession('logout');
    saveToken(token, true);
    expect(kept()).toEqual([]);
  });
});
