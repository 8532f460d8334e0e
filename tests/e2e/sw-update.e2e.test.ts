/**
 * A new deployment of the members' build reaches a member who has the old one in the phone's cache: its
 * service worker installs beside the old one and waits, the page offers the translated "new version" prompt,
 * and Reload brings the new version in. Served from a copy of a build that the test redeploys: dist-nomock/ by a
 * minimal static host, and dist-members/ by nginx through the configuration the build wrote (tests/e2e/nginx.ts).
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxInstalled, startNginx } from './nginx';
import { expectNoSeriousA11yViolations, mockApiUrl, serverBuildAvailable, setupApp, waitVisible } from './support';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };
const PROMPT = 'A new version is ready.';

interface Host {
  url: string;
  stop: () => Promise<void>;
}

/** A minimal static host of dir, as the deployment notes ask: index.html and sw.js never cached. */
function nodeHost(dir: string): Promise<Host> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    const file = path.join(dir, path.normalize(pathname));
    const found = file.startsWith(dir) && path.extname(file) !== '' && existsSync(file);
    const target = found ? file : path.join(dir, 'index.html');
    response.writeHead(found || path.extname(pathname) === '' ? 200 : 404, {
      'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

/** A file as deployed, with the precompressed copies nginx serves in its place where the build wrote them. */
function deploy(file: string, text: string): void {
  writeFileSync(file, text);
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
}

/** The next deployment: a changed index.html, and a worker whose precache names its new revision. */
function deployNextVersion(dir: string): void {
  const index = path.join(dir, 'index.html');
  deploy(index, readFileSync(index, 'utf8').replace('<head>', '<head>\n    <meta name="deployment" content="next" />'));
  const worker = path.join(dir, 'sw.js');
  const before = readFileSync(worker, 'utf8');
  const after = before.replace(/(\{url:"index\.html",revision:")[0-9a-f]+"/, '$1next"');
  expect(after).not.toBe(before);
  deploy(worker, after);
}

const MEMBERS = path.resolve('dist-members');
const HOSTS = [
  { name: 'dist-nomock/ on a static host', build: 'dist-nomock', start: nodeHost },
  {
    name: 'dist-members/ on nginx with its generated configuration',
    build: MEMBERS,
    start: (dir: string) => startNginx(dir, new URL(mockApiUrl())),
    // In CI nginx is installed (.ci/run); elsewhere this host needs it and the members' build.
    skip: !nginxInstalled() || !existsSync(path.join(MEMBERS, 'nginx.conf')),
  },
];

describe.skipIf(!serverBuildAvailable()).each(HOSTS)("the members' build: a new deployment, $name", (host) => {
  const app = setupApp({ build: 'server' });
  let dir = '';
  let served: Host | undefined;
  let origin = '';

  beforeAll(async () => {
    if (host.skip) return;
    dir = mkdtempSync(path.join(tmpdir(), 'portal-deploy-'));
    cpSync(path.resolve(host.build), dir, { recursive: true });
    served = await host.start(dir);
    origin = served.url;
  });
  afterAll(async () => {
    await served?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(Boolean(host.skip))('waits behind the translated prompt until the member reloads into it', async () => {
    const page = app.page;
    await page.addInitScript(() => localStorage.setItem('locale', 'en'));
    await page.goto(`${origin}/login`);
    await waitVisible(page.getByRole('button', { name: 'Log in' }));
    // The worker registers a few seconds after load, precaches, and takes the page on the next visit.
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.getByText(PROMPT).count()).toBe(0);

    deployNextVersion(dir);
    await page.reload(); // the old worker still serves the page; the registration finds the new one
    const prompt = await waitVisible(page.getByRole('alert').filter({ hasText: PROMPT }), 20_000);
    expect(await page.locator('meta[name="deployment"]').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.locator('meta[name="deployment"]').count(), { timeout: 15_000 }).toBe(1);
    await waitVisible(page.getByRole('button', { name: 'Log in' }));
    expect(await page.getByText(PROMPT).count()).toBe(0);
  });
});
