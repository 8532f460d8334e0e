/**
 * What the generated nginx keeps out, through Debian's nginx in front of the standalone mock server: a logout the
 * backend hears (the old token reads nothing), nothing of a member in the browser's cache after logout and a browser
 * restart on the same profile, no QA or report route reached under a look-alike path, no client-made X-Real-IP or
 * X-Forwarded-Host at the backend, no cacheable answer whatever the backend sends, and an access log without
 * queries, tokens or the autoLogin password.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, resolveChromium } from './environment';
import { MEMBERS_SITE, nginxUnavailable, rawRequest, startNginx, type Nginx } from './nginx';
import { ownMockServer } from './own-mock-server';
import { expectPath, mockApiUrl, waitVisible } from './support';
import { CHROMIUM_ARGS } from '@tests/chromium-args.mjs';

const SITE = MEMBERS_SITE;
const skipped = nginxUnavailable();
if (skipped) console.warn(`[e2e] nginx edge tests skipped: ${skipped}`);

/** What the seeded member's answers hold and no cache may keep: name, bank account name and number. */
const MEMBER_DATA = ['Somchai Jaidee', 'SOMCHAI JAIDEE', '1234567890'];

/** Every file under `dir` (none when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.skipIf(skipped !== '')('the edge: what nginx keeps out', () => {
  ownMockServer();
  let nginx: Nginx;
  const at = (appPath: string) => `${nginx.url}${appPath}`;

  beforeAll(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
    nginx = await startNginx(SITE, new URL(mockApiUrl()));
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  it('after logout the old token reads nothing, and after a browser restart no /api answer is in the cache', async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'e2e-profile-'));
    const open = () =>
      chromium.launchPersistentContext(profile, {
        ...PHONE,
        executablePath: resolveChromium(),
        headless: true,
        args: [...CHROMIUM_ARGS],
        timeout: 60_000,
      });
    let context: BrowserContext | undefined;
    try {
      context = await open();
      await context.addInitScript(() => {
        localStorage.setItem('locale', 'en');
        localStorage.setItem('remember-agreement', 'true');
      });
      const apiReads = new Set<string>();
      context.on('request', (request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/'))
          apiReads.add(request.url());
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(at('/login'));
      await page.getByLabel('Phone number').fill('0812345678');
      await page.getByLabel('Password', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectPath(page, '/user/home');
      await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
      // The service worker is installed (its Cache Storage is searched below too).
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
      await page.goto(at('/user/profile'));
      await waitVisible(page.getByText('SOMCHAI JAIDEE').first());
      // The control: a file the page fetched without no-store is in the HTTP cache, readable after the restart.
      expect(await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.status))).toBe(200);
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
      expect(token).toBeTruthy();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
      await expectPath(page, '/login');
      // The backend heard the logout through nginx (POST /api/logout): the old token reads nothing any more.
      const withOldToken = () =>
        page.evaluate(
          (bearer) =>
            fetch('/api/wallet', { headers: { Authorization: `Bearer ${bearer}` } }).then(
              async (r) => `${r.status} ${await r.text()}`,
            ),
          token,
        );
      await expect.poll(withOldToken).toMatch(/^401 .*invalid-token/);
      await context.close();
      context = undefined;

      expect([...apiReads].map((url) => new URL(url).pathname)).toEqual(
        expect.arrayContaining(['/api/wallet', '/api/account/profile']),
      );
      context = await open();
      const again = context.pages()[0] ?? (await context.newPage());
      await again.goto(at('/login'));
      await waitVisible(again.getByLabel('Phone number'));
      const cached = (url: string) =>
        again.evaluate(
          (target) =>
            fetch(target, { cache: 'only-if-cached', mode: 'same-origin' }).then(
              async (r) => `${r.status} ${await r.text()}`,
              () => 'not cached',
            ),
          url,
        );
      expect(await cached('/manifest.webmanifest')).toMatch(/^200 /);
      for (const url of apiReads) expect(await cached(url), url).toBe('not cached');
      const cacheStorage = await again.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys())
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        return urls;
      });
      expect(cacheStorage.length).toBeGreaterThan(0);
      expect(cacheStorage.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
      await context.close();
      context = undefined;

      // The cache files themselves: the HTTP cache and the service worker's Cache Storage.
      const files = [
        ...filesUnder(path.join(profile, 'Default', 'Cache')),
        ...filesUnder(path.join(profile, 'Default', 'Service Worker', 'CacheStorage')),
      ];
      expect(files.reduce((sum, file) => sum + statSync(file).size, 0)).toBeGreaterThan(0);
      const holding = files.filter((file) => {
        const text = readFileSync(file).toString('latin1');
        return MEMBER_DATA.some((needle) => text.includes(needle));
      });
      expect(holding).toEqual([]);
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('a path naming __mock never reaches the backend: 404 from nginx, nothing stored', async () => {
    const reports = `${mockApiUrl()}/__mock/reports`;
    await fetch(reports, { method: 'DELETE' });
    const batch = JSON.stringify({
      reports: [{ type: 'vital', name: 'LCP', value: 812.4, rating: 'good', route: '/login', version: '1.1.14' }],
    });
    const variants = [
      '/api/x/__mock/reports',
      '/api/x/__MOCK/Reports',
      '/api/__mock/reports',
      '/api/%5f%5fmock/reports',
      '/api/%5F%5Fmock/reports',
      '/api/%255f%255fmock/reports',
      '/api/__m%6fck/reports',
      '/api/x/__Mock/db',
      '/socket.io/__mock/db',
      '/__mock/reports',
      '/__MOCK/Reports',
    ];
    const before = (await (await fetch(`${mockApiUrl()}/__mock/log`)).json()) as unknown[];
    for (const target of variants) {
      for (const method of ['POST', 'GET']) {
        const answer = await rawRequest(nginx.url, target, {
          method,
          headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
          body: method === 'POST' ? Buffer.from(batch) : undefined,
        });
        expect(answer.status, `${method} ${target}`).toBe(404);
        expect(answer.text, `${method} ${target}`).not.toMatch(/passwordHash|count/);
      }
    }
    expect(await (await fetch(reports)).json()).toEqual([]);
    // None reached the backend at all: its request log did not grow.
    expect(((await (await fetch(`${mockApiUrl()}/__mock/log`)).json()) as unknown[]).length).toBe(before.length);
  });

  it('the backend sees the peer and host nginx saw, and whatever it says, the answer is no-store', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const backend: Server = createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'public, max-age=3600',
        Expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
      });
      res.end('{"wallet":1000}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const echo = await startNginx(SITE, new URL(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`));
    try {
      const answer = await rawRequest(echo.url, '/api/wallet', {
        headers: { Host: 'portal.example', 'X-Real-IP': '6.6.6.6', 'X-Forwarded-Host': 'evil.example' },
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('expires')).toBeNull();
      expect(seen).toHaveLength(1);
      expect(seen[0]['x-real-ip']).toBe('127.0.0.1');
      expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen[0]['x-forwarded-host']).toBe('portal.example');
    } finally {
      await echo.stop();
      await new Promise((resolve) => backend.close(resolve));
    }
  });

  it('the access log keeps method, path and status, never a query, a token or the autoLogin password', async () => {
    const login = await fetch(at('/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: '0812345678', password: 'Demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    await rawRequest(nginx.url, '/api/wallet?session=QUERYSECRET', { headers: auth });
    await rawRequest(nginx.url, '/api/autoLogin/pg/pg345678/GamePass99', { headers: auth });
    await rawRequest(nginx.url, '/api//autoLogin/pg/pg345678/GamePass98', { headers: auth });
    await rawRequest(nginx.url, '/api/auto%4Cogin/pg/pg345678/GamePass97', { headers: auth });
    await rawRequest(nginx.url, '/user/home?code=PR1001');
    const log = nginx.accessLog();
    expect(log).toMatch(/^127\.0\.0\.1 \[[^\]]+\] "POST \/api\/login" 200 \d+ [\d.]+$/m);
    expect(log).toMatch(/"GET \/api\/wallet" 200 /);
    expect(log.match(/"GET \/api\/autoLogin\/pg\/pg345678\/-" \d{3} /g)).toHaveLength(3);
    expect(log).toMatch(/"GET \/user\/home" 200 /);
    for (const secret of ['QUERYSECRET', 'GamePass', 'PR1001', token, 'Demo1234', 'Bearer', '?'])
      expect(log, secret).not.toContain(secret);
  });
});
