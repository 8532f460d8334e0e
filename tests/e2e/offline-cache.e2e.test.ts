/**
 * The members' build (dist-nomock/, mocks off) keeps its app in a service worker (vite-plugins/pwa.ts): a repeat
 * visit to /login or /user/home fetches no app code over the network, and without a network the shell still
 * opens with a translated offline line, then comes back by itself when the network does. /api never comes
 * from the cache.
 */
import type { Response } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  expectPath,
  mockApiUrl,
  serverBuildAvailable,
  setupApp,
  waitVisible,
  type Page,
} from './support';

const OFFLINE =
  'You are offline. What you see may be out of date; the page comes back by itself when the network does.';

/** The app code the page fetched from the network (not from its service worker) during `visit`. */
async function appCodeFromNetwork(page: Page, visit: () => Promise<unknown>): Promise<string[]> {
  const fetched: string[] = [];
  const record = (response: Response) => {
    const { pathname } = new URL(response.url());
    const appCode = pathname.startsWith('/assets/') || response.request().isNavigationRequest();
    if (appCode && !response.fromServiceWorker()) fetched.push(pathname);
  };
  page.on('response', record);
  try {
    await visit();
  } finally {
    page.off('response', record);
  }
  return fetched;
}

/** Waits until the page's service worker has installed its precache and is active. */
const swActive = (page: Page) =>
  page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active), undefined);

describe.skipIf(!serverBuildAvailable())("the members' build from the phone's cache", () => {
  const app = setupApp({ build: 'server' });

  beforeEach(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  });

  it('a second visit to /login and /user/home fetches no app code; /api still goes to the server', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en' } });
    await waitVisible(page.getByLabel('Phone number'));
    expect(await swActive(page)).toBe(true);
    // Linked after the first page (src/lib/web-manifest.ts), before the worker: the manifest is there and served.
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
      return href ? (await fetch(href)).status : null;
    });
    expect(manifest).toBe(200);

    const login = await appCodeFromNetwork(page, async () => {
      await page.reload();
      await waitVisible(page.getByLabel('Phone number'));
    });
    expect(login).toEqual([]);

    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    const apiCalls: { url: string; fromCache: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        apiCalls.push({ url: response.url(), fromCache: response.fromServiceWorker() });
    });
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    await waitVisible(page.getByRole('region', { name: 'Slots' }));

    const home = await appCodeFromNetwork(page, async () => {
      await page.reload();
      await waitVisible(page.getByRole('region', { name: 'Slots' }));
    });
    expect(home).toEqual([]);
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.filter((call) => call.fromCache)).toEqual([]);
  });

  it('offline, the shell opens with the offline line; it clears and the page loads when the network returns', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en' } });
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    await waitVisible(page.getByRole('region', { name: 'Slots' }));
    expect(await swActive(page)).toBe(true);
    // The worker controls the pages it finds at its activation only after a reload (no clients.claim).
    await page.reload();
    await waitVisible(page.getByRole('region', { name: 'Slots' }));

    await app.context.setOffline(true);
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: OFFLINE });
    await waitVisible(status);
    const walletFailed = page.getByText('The wallet could not be loaded.', { exact: false });
    await waitVisible(walletFailed);
    await expectNoSeriousA11yViolations(page);

    await app.context.setOffline(false);
    // The shell asks the server again every 5 s (the browser may never say it is back): no tap needed.
    await expect.poll(() => status.count(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => walletFailed.count(), { timeout: 15_000 }).toBe(0);
    await waitVisible(page.getByRole('region', { name: 'Slots' }));
  });
});
