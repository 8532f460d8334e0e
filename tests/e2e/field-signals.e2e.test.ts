/**
 * Field signals (VITE_REPORT_URL) of the members' build, sent to the standalone mock server's /__mock/reports:
 * one wallet answer breaks its contract and one error goes uncaught; once the page is hidden, exactly those
 * two arrive (beside web vitals), and nothing in any report names the member, though the error's message did.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  builtApiUrl,
  logInAsMember,
  mockAdmin,
  mockApiUrl,
  serverBuildAvailable,
  setupApp,
  waitVisible,
} from './support';

interface Stored {
  report: Record<string, unknown> & { type: string };
}

// The seeded member (mocks/seed.ts): none of this may appear in a report.
const MEMBER = ['0812345678', 'Somchai Jaidee', 'SOMCHAI JAIDEE', '1234567890', '123-456-7890'];

describe.skipIf(!serverBuildAvailable())('field signals of the members build', () => {
  const app = setupApp({ build: 'server' });
  const reports = async () => (await (await mockAdmin('/__mock/reports', 'GET')).json()) as Stored[];

  beforeEach(async () => {
    await mockAdmin('/__mock/reset');
    await mockAdmin('/__mock/faults', 'DELETE');
    await mockAdmin('/__mock/reports', 'DELETE');
  });

  it('sends one contract error and one uncaught error on hide, without the member in them', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    // The reporter loads after the first page (src/main.tsx); signals from before it wait for it.
    let reporterIn = false;
    page.on('response', (response) => {
      if (/\/assets\/field-signals-[\w-]+\.js$/.test(response.url())) reporterIn = true;
    });
    let token = '';
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header?.startsWith('Bearer ')) token = header.slice('Bearer '.length);
    });
    // The first wallet answer, with the member's profile and bank account in it, says its amount in words.
    let broken = false;
    await page.route(`${builtApiUrl()}/api/wallet`, async (route) => {
      if (broken || route.request().method() !== 'GET') return route.continue();
      broken = true;
      // Playwright fetches from the test's side, past the browser's host mapping: straight to the file's server.
      const response = await route.fetch({ url: route.request().url().replace(builtApiUrl(), mockApiUrl()) });
      const answer = (await response.json()) as { wallet: { amount: unknown } };
      await route.fulfill({ response, json: { ...answer, wallet: { amount: 'one thousand' } } });
    });
    await logInAsMember(page);
    await expect.poll(() => broken).toBe(true);
    await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Try again' }));
    expect(token).not.toBe('');
    // The uncaught error's message holds the member's phone, name, account and session token.
    await page.evaluate(
      (secret) =>
        setTimeout(() => {
          throw new Error(`probe 0812345678 Somchai Jaidee 123-456-7890 Bearer ${secret}`);
        }),
      token,
    );
    await expect.poll(() => app.pageErrors.some((error) => error.includes('probe'))).toBe(true);

    // Leaving the page hides it: the batch goes out with sendBeacon.
    await expect.poll(() => reporterIn, { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100))); // the chunk runs and starts
    await page.goto('about:blank');
    await expect.poll(async () => (await reports()).filter((r) => r.report.type !== 'vital').length).toBe(2);
    const all = await reports();
    const signals = all.map((r) => r.report).filter((r) => r.type !== 'vital');
    expect(signals).toEqual([
      {
        type: 'contract',
        method: 'GET',
        path: '/api/wallet',
        field: 'wallet.amount',
        route: '/user/home',
        version: '1.1.14',
      },
      {
        type: 'error',
        kind: 'error',
        name: 'Error',
        frames: expect.any(Array) as unknown,
        route: '/user/home',
        version: '1.1.14',
      },
    ]);
    for (const { report } of all) {
      const json = JSON.stringify(report);
      for (const secret of [...MEMBER, token]) expect(json, `${report.type} report`).not.toContain(secret);
      expect(report.route).not.toContain('?');
    }
  });
});
