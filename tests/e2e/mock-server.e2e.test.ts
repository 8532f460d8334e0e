import { beforeEach, describe, expect, it } from 'vitest';
import { builtApiUrl, mockAdmin, serverBuildAvailable, setupApp, waitVisible, logInAsMember } from './support';

// The build made with VITE_API_MOCKS=false and VITE_API_BASE_URL pointing at `npm run mock:server`:
// the app's real network path (CORS, bearer token, headers) against the same mocked backend.
describe.skipIf(!serverBuildAvailable())('the app with mocks off, against the standalone mock server', () => {
  const app = setupApp({ build: 'server' });

  beforeEach(async () => {
    await mockAdmin('/__mock/reset');
    await mockAdmin('/__mock/faults', 'DELETE');
  });

  it('logs in, loads the wallet and transfers over real HTTP with the bearer token and X-Requested-With', async () => {
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    const sent: { method: string; path: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(builtApiUrl())) return;
      sent.push({ method: request.method(), path: new URL(request.url()).pathname, headers: request.headers() });
    });
    expect(await page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller)).toBeFalsy();
    await logInAsMember(page);

    const header = page.getByRole('region', { name: 'Wallet' });
    await waitVisible(header.getByText('Wallet 1,000.00'));
    await page.getByRole('button', { name: 'Transfer between accounts' }).click();
    const transfer = page.getByRole('dialog', { name: 'Transfer' });
    await transfer.getByLabel('From').selectOption('WALLET');
    await transfer.getByLabel('To').selectOption('pg');
    await transfer.getByLabel('Amount (baht)').fill('10');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await transfer
      .getByRole('region', { name: 'Check your transfer' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const success = page.getByRole('dialog', { name: 'Success' });
    await waitVisible(success);
    await success.getByRole('button', { name: 'OK' }).click();
    await waitVisible(header.getByText('Wallet 990.00'));

    const wallet = sent.find((r) => r.method === 'GET' && r.path === '/api/wallet');
    const move = sent.find((r) => r.method === 'POST' && r.path === '/api/wallet/transfer');
    for (const request of [wallet, move]) {
      expect(request?.headers.authorization).toMatch(/^Bearer \S+/);
      expect(request?.headers['x-requested-with']).toBe('XMLHttpRequest');
    }
    const log = (await (await mockAdmin('/__mock/log', 'GET')).json()) as {
      method: string;
      path: string;
      status: number;
    }[];
    expect(log).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/wallet/transfer', status: 200 }));
  });

  it('a QA fault injected on the wallet call shows its translated message', async () => {
    // INVALID_IP, not a session code: INVALID_USER_1 and the other session codes end the session instead.
    await mockAdmin('/__mock/faults', 'POST', {
      endpoint: 'GET /api/wallet',
      kind: 'code',
      code: 'INVALID_IP',
      once: false,
    });
    const page = await app.openApp('/login', { storage: { locale: 'en', 'remember-agreement': 'true' } });
    await logInAsMember(page);
    await waitVisible(page.getByText(/Access from your network is not allowed/));
    await mockAdmin('/__mock/faults', 'DELETE');
    await page.getByRole('region', { name: 'Wallet' }).getByRole('button', { name: 'Try again' }).click();
    await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
  });
});
