/**
 * The members' build (dist-members/: mocks off, same-origin API, no chat socket setting) served by Debian's nginx
 * through the nginx.conf the build wrote, in front of the standalone mock server: the headers of every kind of
 * response, history-mode deep links, /api and /socket.io proxied, framing refused, gzip copies served, a member's
 * journey, a withdrawal whose answer is lost on the way back (a proxy's 500 or 524 page after the backend ran: may
 * have gone through, replayed on Try again), a tab that cannot store its session reloaded, and a repeat visit from
 * the service worker.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_SITE, multipart, nginxUnavailable, rawRequest, startNginx, type Nginx } from './nginx';
import { expectPath, mockApiUrl, setupApp, waitVisible, withdraw150, type Page } from './support';

const SITE = MEMBERS_SITE;
const skipped = nginxUnavailable();
if (skipped) console.warn(`[e2e] nginx tests skipped: ${skipped}`);

/** Written out, not read from src/rules/uploads.ts: the sizes below are the spec's figures. */
const MB = 1024 * 1024;

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
};

describe.skipIf(skipped !== '')("the members' build behind nginx", () => {
  const app = setupApp({ build: 'server' });
  let nginx: Nginx;
  const at = (appPath: string) => `${nginx.url}${appPath}`;
  const html = readFileSync(path.join(SITE, 'index.html'), 'utf8');
  const metaPolicy = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1].replaceAll('&quot;', '"');
  const asset = `/${['assets', ...readdirSync(path.join(SITE, 'assets')).filter((f) => /^app-.+\.js$/.test(f))].join('/')}`;

  beforeAll(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
    nginx = await startNginx(SITE, new URL(mockApiUrl()));
  });
  afterAll(async () => {
    await nginx?.stop();
  });

  function expectHeaders(headers: Headers, what: string): void {
    expect(headers.get('content-security-policy'), what).toBe(`${metaPolicy}; frame-ancestors 'none'`);
    for (const [name, value] of Object.entries(HEADERS)) expect(headers.get(name), `${name} of ${what}`).toBe(value);
    expect(headers.get('strict-transport-security'), what).toBeNull();
  }

  it('sends every header on pages, deep links, files and /api; caches only the hashed files', async () => {
    expect(metaPolicy).toMatch(/script-src 'self' 'sha256-/);
    expect(asset).toMatch(/^\/assets\/app-[\w-]+\.js$/);
    const noCache = ['/', '/login', '/user/statement', '/index.html', '/sw.js'];
    for (const appPath of noCache) {
      const response = await fetch(at(appPath));
      expect(response.status, appPath).toBe(200);
      expectHeaders(response.headers, appPath);
      expect(response.headers.get('cache-control'), appPath).toBe('no-cache');
      if (appPath !== '/sw.js') expect(await response.text(), appPath).toBe(html);
    }
    const code = await fetch(at(asset));
    expectHeaders(code.headers, asset);
    expect(code.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(code.headers.get('content-type')).toBe('application/javascript');
    // A missing chunk is a 404, never the page (a stale tab must not run HTML as script).
    expect((await fetch(at('/assets/gone-123.js'))).status).toBe(404);

    const api = await fetch(at('/api/lookup/active'));
    expect(api.status).toBe(200);
    expectHeaders(api.headers, '/api/lookup/active');
    expect(await api.json()).toEqual(await (await fetch(`${mockApiUrl()}/api/lookup/active`)).json());
  });

  it('serves the brotli or gzip copy of a script to a client that accepts it, typed as the script', async () => {
    const original = readFileSync(path.join(SITE, asset), 'utf8');
    for (const [accepts, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['gzip, br;q=0', 'gzip'],
      ['br;q=0', null],
    ] as const) {
      const response = await fetch(at(asset), { headers: { 'Accept-Encoding': accepts } });
      expect(response.headers.get('content-encoding'), accepts).toBe(sent);
      expect(response.headers.get('content-type'), accepts).toBe('application/javascript');
      expect(response.headers.get('vary'), accepts).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control'), accepts).toBe('public, max-age=31536000, immutable');
      expect(await response.text(), accepts).toBe(original);
    }
    const page = await fetch(at('/user/statement'), { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toBe('text/html');
    expect(await page.text()).toBe(html);
  });

  it('refuses raw-path tricks itself (400, with the headers): the mock database is never answered', async () => {
    const tricks = [
      '/api/..\\__mock/db',
      '/api/x\\..\\..\\__mock/db',
      '/api/.%2e\\__mock/db',
      '/api/%2e%2e/__mock/db',
      '/api/%2E%2E/__mock/db',
      '/socket.io/..\\__mock/db',
    ];
    for (const target of tricks) {
      for (const method of ['GET', 'PUT']) {
        const answer = await rawRequest(nginx.url, target, { method, headers: { Host: 'localhost' } });
        expect(answer.status, `${method} ${target}`).toBe(400);
        expectHeaders(answer.headers, `${method} ${target}`);
        expect(answer.text, target).not.toMatch(/members|passwordHash|sessions/);
      }
    }
    for (const target of ['/api/..\\__mock/faults', '/api/..\\__mock/scenario'])
      expect((await rawRequest(nginx.url, target)).status, target).toBe(400);
    // The backend gets the path nginx normalised: a doubled slash is one call, answered.
    const merged = await rawRequest(nginx.url, '/api//lookup/active');
    expect(merged.status).toBe(200);
    expect(JSON.parse(merged.text)).toEqual(await (await fetch(`${mockApiUrl()}/api/lookup/active`)).json());
  });

  it("nginx's own answers carry the headers: 400, 404, 413, 414; the build's manifest and header files are not served", async () => {
    for (const file of ['/.vite/manifest.json', '/_headers', '/nginx.conf', '/assets/gone-123.js']) {
      const answer = await fetch(at(file));
      expect(answer.status, file).toBe(404);
      expectHeaders(answer.headers, file);
    }
    expect(existsSync(path.join(SITE, '.vite', 'manifest.json'))).toBe(true);
    const tooLong = await rawRequest(nginx.url, `/user/${'a'.repeat(9000)}`);
    expect(tooLong.status).toBe(414);
    expectHeaders(tooLong.headers, '414');
    const badRequest = await rawRequest(nginx.url, '/', { headers: { Host: 'bad host' } });
    expect(badRequest.status).toBe(400);
    expectHeaders(badRequest.headers, 'a bad request');
    const json = Buffer.alloc(2 * MB, 0x20);
    const tooLarge = await rawRequest(nginx.url, '/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: json,
    });
    expect(tooLarge.status).toBe(413);
    expectHeaders(tooLarge.headers, '413');
  });

  it('takes the uploads the app allows: a 5 MB slip and a 15 MB chat video; a video over 20 MB is refused', async () => {
    const login = await fetch(at('/api/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: '0812345678', password: 'Demo1234' }),
    });
    const { token } = (await login.json()) as { token: string };
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const upload = async (target: string, file: ReturnType<typeof multipart>, headers: Record<string, string> = {}) =>
      rawRequest(nginx.url, target, {
        method: 'POST',
        headers: { 'Content-Type': file.contentType, ...headers },
        body: file.body,
      });
    const slip = await upload('/api/wallet/slip', multipart('slip-100.png', 'image/png', 5 * MB, png), {
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': 'e2e-nginx-5mb-slip',
    });
    expect(slip.status, slip.text).toBe(200);
    expect(JSON.parse(slip.text)).toMatchObject({ message: 'SUCCESS' });
    const video = await upload('/api/chat/upload-video', multipart('clip.mp4', 'video/mp4', 15 * MB));
    expect(video.status, video.text).toBe(200);
    expect((JSON.parse(video.text) as { path: string }).path).toBeTruthy();
    const tooBig = await upload(
      '/api/chat/upload-video',
      // Spec: videos up to 20 MB (20,971,520 bytes); 1 MB more is refused.
      multipart('clip.mp4', 'video/mp4', 21 * MB),
    );
    expect(tooBig.status).toBe(413);
    expectHeaders(tooBig.headers, 'an upload over its limit');
    // The slip credited the wallet: the seeded one again for the member's journey below.
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
  });

  it('a page on another origin cannot frame the site', async () => {
    const page = app.page;
    const framer = 'http://framer.invalid/';
    await page.route(framer, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe src="${at('/login')}" title="portal" onload="document.title = 'loaded'"></iframe>`,
      }),
    );
    const framed = async () => {
      await page.goto(framer);
      await expect.poll(() => page.title()).toBe('loaded');
      return page.frames().find((frame) => frame !== page.mainFrame())!;
    };
    // Control: the same answer without frame-ancestors and X-Frame-Options does load in the frame.
    await page.route(at('/login'), async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      delete headers['content-security-policy'];
      delete headers['x-frame-options'];
      await route.fulfill({ response, headers });
    });
    expect((await framed()).url()).toBe(at('/login'));
    await page.unroute(at('/login'));

    const refused = await framed();
    expect(refused.url()).toBe('chrome-error://chromewebdata/');
    expect(await refused.locator('#root').count()).toBe(0);
  });

  it('a deep link opened afresh is the app: /user/statement answers index.html and the app asks for a login', async () => {
    const response = await app.page.goto(at('/user/statement'));
    expect(response?.status()).toBe(200);
    expect(response?.fromServiceWorker()).toBe(false);
    expectHeaders(new Headers(await response!.allHeaders()), 'the deep link in Chromium');
    await expectPath(app.page, '/login');
    expect(new URL(app.page.url()).searchParams.get('next')).toBe('/user/statement');
  });

  const inEnglish = () =>
    app.context.addInitScript(() => {
      localStorage.setItem('locale', 'en');
      localStorage.setItem('remember-agreement', 'true');
    });

  async function logIn(page: Page): Promise<void> {
    await inEnglish();
    await page.goto(at('/login'));
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
  }

  it('a member logs in, deposits by QR, withdraws, reads the statement and chats (socket through nginx)', async () => {
    const page = app.page;
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await logIn(page);
    const wallet = page.getByRole('region', { name: 'Wallet' });
    await waitVisible(wallet.getByText('Wallet 1,000.00'));

    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    await actions.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('tab', { name: 'QR code' }).click();
    await deposit.getByLabel('Amount for KBANK').fill('100');
    await deposit.getByRole('button', { name: 'Create QR code' }).click();
    await waitVisible(deposit.getByRole('img', { name: 'QR code of KBANK for 100.00 baht' }));
    await deposit.getByRole('button', { name: 'Cancel QR code' }).click();
    await waitVisible(deposit.getByRole('button', { name: 'Create QR code' }));
    await page.keyboard.press('Escape');

    await actions.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByLabel('Amount to withdraw (baht)').fill('150');
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdraw
      .getByRole('region', { name: 'Check your withdrawal' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    const success = page.getByRole('dialog', { name: 'In progress' });
    await waitVisible(success.getByText(/wait for the transfer/));
    await success.getByRole('button', { name: 'OK' }).click();
    await waitVisible(wallet.getByText('Wallet 850.00'));

    await page.getByRole('navigation', { name: /Main/i }).getByRole('link', { name: 'Statement' }).click();
    await expectPath(page, '/user/statement');
    await waitVisible(page.getByRole('list', { name: 'Statement, page 1' }).getByRole('listitem'));

    // The build names no chat socket (its chat runs over /api); the member's socket is opened here, through nginx.
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const socket = io(nginx.url, { transports: ['websocket'], auth: { token }, reconnection: false });
    try {
      const reply = new Promise<string>((resolve) =>
        socket.on('messaging', (message: unknown) => {
          const text = JSON.stringify(message);
          if (text.includes('Thanks for your message')) resolve(text);
        }),
      );
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      await page.goto(at('/user/contact'));
      await (await waitVisible(page.getByRole('button', { name: 'Open chat with support' }))).click();
      const panel = await waitVisible(page.getByRole('dialog', { name: 'Chat with support' }));
      const box = panel.getByLabel('Message', { exact: true });
      await box.fill('Hello through nginx');
      // The chat takes a message once it has its history and its socket: Send is enabled then (on a busy host it
      // came after the box was filled, and Enter before it sent nothing).
      await waitVisible(panel.getByRole('button', { name: 'Send', disabled: false }));
      await box.press('Enter');
      await waitVisible(panel.getByRole('log').getByText('Hello through nginx'));
      expect(await reply).toMatch(/Thanks for your message/);
    } finally {
      socket.close();
    }
    expect(apiCalls.length).toBeGreaterThan(0);
    expect(apiCalls.every((url) => url.startsWith(`${nginx.url}/api/`))).toBe(true);
    expect(app.pageErrors).toEqual([]);
  });

  /** Asks the backend for a fault on the next withdrawal (once), as QA does. */
  async function faultNextWithdrawal(fault: { kind: 'network' } | { kind: 'lost'; status: number }): Promise<void> {
    const added = await fetch(`${mockApiUrl()}/__mock/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ endpoint: 'POST /api/wallet/withdraw', once: true, ...fault }),
    });
    expect(added.ok).toBe(true);
  }

  it("a withdrawal whose answer is lost (nginx's 502 on a dropped connection, a proxy's 500 page, a CDN's 524 page) may have gone through: same key on Try again, money moved once", async () => {
    // The seeded wallet again (the journey above withdrew from it).
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
    const page = app.page;
    await logIn(page);
    const wallet = page.getByRole('region', { name: 'Wallet' });
    await waitVisible(wallet.getByText('Wallet 1,000.00'));
    const answers: { status: number; key: string; type: string; replayed: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url() !== at('/api/wallet/withdraw')) return;
      const headers = response.headers();
      answers.push({
        status: response.status(),
        key: response.request().headers()['idempotency-key'] ?? '',
        type: headers['content-type'] ?? '',
        replayed: headers['idempotent-replayed'],
      });
    });
    // A dropped connection before the backend ran: nginx answers 502 Bad Gateway, the retry is the first run. A
    // lost answer: the backend withdrew, then the member got a proxy's HTML page, and the retry is its replay.
    const cases = [
      { fault: { kind: 'network' }, status: 502, replayed: undefined, left: '850.00' },
      { fault: { kind: 'lost', status: 500 }, status: 500, replayed: 'true', left: '700.00' },
      { fault: { kind: 'lost', status: 524 }, status: 524, replayed: 'true', left: '550.00' },
    ] as const;
    const keysBefore: string[] = [];
    for (const { fault, status, replayed, left } of cases) {
      answers.length = 0;
      await faultNextWithdrawal(fault);
      const withdraw = await withdraw150(page);
      const failed = withdraw.getByRole('alert');
      await waitVisible(failed.getByText(/may have gone through/));
      expect(
        answers.map((a) => [a.status, a.type]),
        `${status}`,
      ).toEqual([[status, expect.stringMatching(/^text\/html/)]]);
      // The typed amount is kept; Try again sends the same withdrawal with the same key, and it moves money once.
      await expect.poll(() => withdraw.getByLabel('Amount to withdraw (baht)').inputValue()).toBe('150');
      await failed.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => answers.length).toBe(2);
      expect(answers[1], `${status}`).toMatchObject({ status: 200, key: answers[0].key, replayed });
      // A new withdrawal after a finished one is a new intent, with a new key.
      expect(keysBefore).not.toContain(answers[0].key);
      keysBefore.push(answers[0].key);
      // The answer reads as that same withdrawal, carried out once, not as a new one.
      const earlier = await waitVisible(page.getByRole('dialog', { name: 'Your earlier request' }));
      await earlier.getByRole('button', { name: 'OK' }).click();
      await waitVisible(wallet.getByText(`Wallet ${left}`));
    }
  });

  it('a tab whose sessionStorage refuses writes: told a reload forgets the move; after it, home shows the withdrawal on its way', async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
    const page = app.page;
    await app.context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its storage below
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function refuseSession(this: Storage, key: string, value: string) {
        if (this === window.sessionStorage) throw new DOMException('full', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await logIn(page);
    await waitVisible(page.getByRole('status').getByText(/reloading or closing this page logs you out/));
    const wallet = page.getByRole('region', { name: 'Wallet' });
    await waitVisible(wallet.getByText('Wallet 1,000.00'));
    // The backend withdraws; its answer is lost on the way (504 from the gateway): the member cannot know.
    await faultNextWithdrawal({ kind: 'lost', status: 504 });
    const withdraw = await withdraw150(page);
    await waitVisible(withdraw.getByRole('alert').getByText(/may have gone through/));

    // The reload ends the session held in memory and the intent with it; the server's statement still knows.
    await page.reload();
    await expectPath(page, '/login');
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expectPath(page, '/user/home');
    const under = page.getByRole('region', { name: 'Money moves in progress' });
    const withdrawal = await waitVisible(under.getByRole('listitem').filter({ hasText: 'Withdrawal 150.00 baht' }));
    expect(await withdrawal.innerText()).toMatch(/On its way to Kasikorn Bank xxx-xxx-7890/);
    await waitVisible(wallet.getByText('Wallet 850.00'));
    expect(app.pageErrors).toEqual([]);
    await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' });
  });

  it('a repeat visit to /login is served by the service worker', async () => {
    const page = app.page;
    await inEnglish();
    await page.goto(at('/login'));
    await waitVisible(page.getByLabel('Phone number'));
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    const fromNetwork: string[] = [];
    const record = (response: Response) => {
      const appCode = response.url().includes('/assets/') || response.request().isNavigationRequest();
      if (appCode && !response.fromServiceWorker()) fromNetwork.push(response.url());
    };
    page.on('response', record);
    await page.reload();
    await waitVisible(page.getByLabel('Phone number'));
    page.off('response', record);
    expect(fromNetwork).toEqual([]);
  });
});
