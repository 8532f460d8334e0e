/**
 * The members' build behind nginx speaking TLS itself (SERVER_TLS_CERT and SERVER_TLS_KEY: the listen lines the
 * build writes for them), with a certificate made for the test: the page, its scripts and its /api calls come over
 * HTTP/2 (one connection for every file a member page asks for at once, docs/first-load.md), with the site's
 * headers; a member logs in and sees the wallet, and the chat's socket connects over the same port. The plain-HTTP
 * port (SERVER_HTTP_PORT) sends an address typed without https there.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBERS_SITE, nginxUnavailable, opensslUnavailable, rawRequest, startNginx, type Nginx } from './nginx';
import { expectPath, mockApiUrl, PHONE, setupApp, waitVisible } from './support';
import { makeCertificate } from '../tls-certificate.mjs';

const skipped = nginxUnavailable() || opensslUnavailable();
if (skipped) console.warn(`[e2e] nginx over TLS skipped: ${skipped}`);

/** One GET over HTTP/2 with node's client: the protocol TLS agreed on (ALPN), the status and the headers. */
function http2Get(origin: string, ca: Buffer, pathname: string) {
  return new Promise<{ alpn: string; status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': pathname });
    stream.on('response', (headers) => {
      const alpn = session.alpnProtocol ?? '';
      stream.resume();
      stream.on('end', () => {
        session.close();
        resolve({ alpn, status: Number(headers[':status']), headers });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}

describe.skipIf(skipped !== '')("the members' build behind nginx over TLS", () => {
  const app = setupApp({ build: 'server' });
  let nginx: Nginx;
  let certificates = '';
  let ca: Buffer;

  beforeAll(async () => {
    expect((await fetch(`${mockApiUrl()}/__mock/reset`, { method: 'POST' })).ok).toBe(true);
    certificates = mkdtempSync(path.join(tmpdir(), 'e2e-tls-'));
    const tls = makeCertificate(certificates, 2);
    ca = readFileSync(tls.cert);
    nginx = await startNginx(MEMBERS_SITE, new URL(mockApiUrl()), { tls, httpRedirect: true });
  });
  afterAll(async () => {
    await nginx?.stop();
    if (certificates) rmSync(certificates, { recursive: true, force: true });
  });

  it('answers over HTTP/2 with the site headers, the page and its files alike', async () => {
    expect(nginx.url).toMatch(/^https:/);
    for (const pathname of ['/login', '/user/home', '/sw.js']) {
      const answer = await http2Get(nginx.url, ca, pathname);
      expect(answer.alpn, pathname).toBe('h2');
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['x-frame-options'], pathname).toBe('DENY');
      expect(answer.headers['content-security-policy'], pathname).toMatch(/frame-ancestors 'none'$/);
      expect(answer.headers['cache-control'], pathname).toBe('no-cache');
    }
  });

  it('sends an address typed without https to the https site, same path and query (SERVER_HTTP_PORT)', async () => {
    const typed = await rawRequest(nginx.httpUrl ?? '', '/user/statement?page=2');
    expect(typed.status).toBe(301);
    expect(typed.headers.get('location')).toBe(`${nginx.url}/user/statement?page=2`);
  });

  it('a member logs in over HTTP/2: the document, every script and the calls on one protocol', async () => {
    const context = await app.browser.newContext({ ...PHONE, ignoreHTTPSErrors: true });
    try {
      const page = await context.newPage();
      await context.addInitScript(() => {
        localStorage.setItem('locale', 'en');
        localStorage.setItem('remember-agreement', 'true');
      });
      await page.goto(`${nginx.url}/login`);
      await page.getByLabel('Phone number').fill('0812345678');
      await page.getByLabel('Password', { exact: true }).fill('Demo1234');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expectPath(page, '/user/home');
      await waitVisible(page.getByRole('region', { name: 'Wallet' }).getByText('Wallet 1,000.00'));
      const protocols = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .concat(performance.getEntriesByType('navigation'))
          .map((entry) => ({ name: new URL(entry.name).pathname, protocol: entry.nextHopProtocol })),
      );
      expect(protocols.some(({ name }) => name.startsWith('/assets/') && name.endsWith('.js'))).toBe(true);
      expect(protocols.some(({ name }) => name === '/api/wallet')).toBe(true);
      const notH2 = protocols.filter(({ protocol }) => protocol !== 'h2');
      expect(notH2).toEqual([]);

      // The chat's socket: a WebSocket is an HTTP/1.1 upgrade, which the same TLS port takes (ALPN http/1.1).
      const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
      expect(token).toBeTruthy();
      const socket = io(nginx.url, {
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        ca: ca.toString(),
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        expect(socket.connected).toBe(true);
      } finally {
        socket.close();
      }
    } finally {
      await context.close();
    }
  });
});
