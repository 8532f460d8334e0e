#!/usr/bin/env node
// Lighthouse on the portal as members get it (`npm run perf`; not part of CI: it takes minutes).
//
//   node tests/perf/lighthouse.mjs [--runs 5] [--port 4310] [--api-port 8797] [--out reports/perf.md]
//                                  [--dist DIR] [--skip-build] [--mock-latency MS] [--save-reports DIR]
//                                  [--serve h2|http1] [--cross-origin-api] [--pages /login,/user/home]
//
// Builds the production build members get (VITE_API_MOCKS=false: no mock code, its service worker) into a
// temporary directory, pointed at the standalone mocked backend (npm run mock:server, started here on
// --api-port) for its API and chat socket, as it would be at a real backend. Debian's nginx serves it through the
// nginx.conf the build wrote (vite-plugins/server-config.ts: the product's own server configuration, its
// headers, precompressed files and its proxy of /api and /socket.io to that backend, same origin: no CORS
// preflight per call). --serve h2 (the default): the build is given a certificate (SERVER_TLS_CERT and
// SERVER_TLS_KEY; made once by openssl, trusted by its SPKI hash) and nginx speaks TLS with HTTP/2, as members
// reach the site (the service worker needs https); --serve http1: plain HTTP/1.1, as behind a TLS proxy that
// speaks HTTP/1.1 to phones. With --cross-origin-api (http1 only) the build calls the backend's own origin
// instead. Lighthouse (mobile form factor, default simulated throttling) runs with Debian Chromium
// ($CHROME_PATH or /usr/bin/chromium) on /login and, signed in as the seeded member 0812345678,
// /user/home, /user/statement and /user/spin. Each page runs --runs times; the median of every score and
// metric goes to reports/perf.md with the command line that produced it. Beside /login, run for run, the
// floor page (tests/perf/floor, built here, served on --port + 1 by the same nginx.conf): the report gives
// /login's LCP and its first-load JS (counted in Chromium, tests/perf/first-load.mjs) as ratios of the floor's.
//
// /login runs with Lighthouse's storage reset (a first visit). The member pages keep the browser storage
// (the session token lives in localStorage). Cold, before each run the HTTP cache and the service worker with
// its caches are cleared over CDP: every run downloads every byte. Warm, the service worker is installed first
// (home opened and left until its worker has precached the build) and nothing is cleared: a repeat visit.
// --mock-latency MS: how long the mocked backend takes to answer each call (QA scenario latencyMs;
// default 150 ms, a typical API answer time).
// --save-reports DIR keeps every run's full Lighthouse report (JSON) and its trace there, for digging into a figure.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { buildFloor, countFirstLoad } from './first-load.mjs';
import { hasFont, PHONE_FONTS, report } from './lighthouse-report.mjs';
import { buildMembers, optionOf, perfCertificate, startMockServer, startNginx } from './lighthouse-servers.mjs';
import { median, summarise } from './lighthouse-summary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = optionOf(argv);
const runs = Number(option('runs', '5'));
const port = Number(option('port', '4310'));
const apiPort = Number(option('api-port', '8797'));
const outFile = path.resolve(root, option('out', 'reports/perf.md'));
const dist = path.resolve(option('dist', path.join(tmpdir(), 'member-portal-perf-dist')));
const skipBuild = argv.includes('--skip-build');
const mockLatency = Number(option('mock-latency', '150'));
const reportsDir = option('save-reports', null);
const crossOrigin = argv.includes('--cross-origin-api');
const serve = option('serve', 'h2');
if (!['h2', 'http1'].includes(serve)) throw new Error(`--serve ${serve}: h2 or http1`);
// An https page may not call an http backend: the backend's own origin only beside plain HTTP/1.1.
if (crossOrigin && serve === 'h2') throw new Error('--cross-origin-api goes with --serve http1');
const tls = serve === 'h2' ? perfCertificate() : null;
const scheme = tls ? 'https' : 'http';
const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const origin = `${scheme}://127.0.0.1:${port}`;
// The floor page (tests/perf/floor: a login form on the bare stack), measured beside /login, run for run.
const floorDist = path.join(tmpdir(), 'member-portal-perf-floor');
const floorOrigin = `${scheme}://127.0.0.1:${port + 1}`;
const api = `http://127.0.0.1:${apiPort}`;
// Where the build sends its calls: its own origin (proxied by nginx) or the backend's.
const apiBase = crossOrigin ? api : '';
const socketUrl = crossOrigin ? api : origin;

const MEMBER = { phone: '0812345678', password: 'Demo1234' };
const MEMBER_PAGES = ['/user/home', '/user/statement', '/user/spin'];
// Each member page cold (HTTP cache and service worker cleared: a first visit with a remembered session), then
// warm (the service worker installed and its precache filled: a repeat visit).
const PAGES = [
  { path: '/login', member: false },
  ...MEMBER_PAGES.map((path) => ({ path, member: true, cache: 'cold' })),
  ...MEMBER_PAGES.map((path) => ({ path, member: true, cache: 'warm' })),
];
// --pages /user/home,/user/spin measures only those (for a quick check; the report then lists only them).
const onlyPages = option('pages', null)?.split(',');
const pages = onlyPages ? PAGES.filter((page) => onlyPages.includes(page.path)) : PAGES;
const TARGETS = { performance: 96, accessibility: 100, bestPractices: 95, cls: 0.02, tbt: 100 };
const CHROME_FLAGS = [
  '--headless=new',
  ...(tls ? [`--ignore-certificate-errors-spki-list=${tls.spki}`] : []),
  ...CHROMIUM_ARGS,
];

const log = (...parts) => console.log('[perf]', ...parts);

function build() {
  log(`building the mocks-off production build into ${dist} (API ${crossOrigin ? `at ${api}` : 'on its own origin'})`);
  const server = {
    SERVER_PORT: String(port),
    SERVER_BACKEND_URL: api,
    ...(tls ? { SERVER_TLS_CERT: tls.cert, SERVER_TLS_KEY: tls.key } : {}),
  };
  buildMembers({ root, dist, apiBase, socketUrl, server });
}

async function signIn(browser) {
  const response = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({ username: MEMBER.phone, password: MEMBER.password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  const { token } = await response.json();
  const page = await browser.newPage();
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('remember-agreement', 'true');
  }, token);
  await page.goto(`${origin}/user/home`, { waitUntil: 'networkidle0' });
  if (!new URL(page.url()).pathname.startsWith('/user/home')) throw new Error(`sign-in failed: ended on ${page.url()}`);
  // Park the control tab so its timers and socket do not compete with the audited tab.
  await page.goto('about:blank');
  return page;
}

async function audit(chromePort, url, disableStorageReset, name) {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset,
  });
  if (!result?.lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(result.lhr));
    const trace = result.artifacts?.Trace;
    if (trace) writeFileSync(path.join(reportsDir, `${name}.trace.json`), JSON.stringify(trace));
  }
  return summarise(result.lhr);
}

const summariseRuns = (page, list) => {
  const pick = (key) => median(list.map((r) => r[key]));
  const keys = ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'cls'];
  return { page, runs: list, median: Object.fromEntries(keys.map((k) => [k, pick(k)])) };
};

/** The HTTP cache and the service worker with its caches; the session's localStorage stays. */
async function clearCaches(control) {
  const cdp = await control.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

/**
 * Opens home and waits until the members' build's service worker is active (registered once home is idle,
 * installed with its precache filled): from then on every page load is a repeat visit.
 */
async function installServiceWorker(control) {
  await control.goto(`${origin}/user/home`, { waitUntil: 'networkidle0' });
  await control.waitForFunction(() => navigator.serviceWorker.getRegistration().then((r) => Boolean(r?.active)), {
    timeout: 60_000,
    polling: 500,
  });
  await control.goto('about:blank');
}

/** /login's first-load JS and CSS beside the floor's, counted in Chromium (tests/perf/first-load.mjs). */
async function firstLoadCounts() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: [...CHROMIUM_ARGS] });
  try {
    return { floor: await countFirstLoad(browser, floorDist), portal: await countFirstLoad(browser, dist) };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  if (!PHONE_FONTS.every((font) => hasFont(font)))
    console.warn(
      `[perf] ${PHONE_FONTS.join(' or ')} missing (Android phones have both): apt-get install fonts-noto-core`,
    );
  const started = new Date();
  if (!skipBuild) build();
  buildFloor(floorDist);
  const mockServer = await startMockServer({ root, apiPort, api, mockLatency });
  const ca = tls?.pem;
  const site = await startNginx({ confDir: dist, site: dist, port, backend: api, ca });
  const floorSite = await startNginx({ confDir: dist, site: floorDist, port: port + 1, backend: api, ca });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const stopAll = async () => {
    await chrome.kill();
    for (const child of [site, floorSite, mockServer]) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const results = [];
    let control = null;
    const floorRuns = [];
    let installed = false;
    for (const target of pages) {
      if (target.member && !control) control = await signIn(browser);
      if (target.cache === 'warm' && !installed) {
        await installServiceWorker(control);
        installed = true;
      }
      const list = [];
      for (let i = 1; i <= runs; i += 1) {
        // /login alternates with the floor page: both see the same machine state.
        if (target.path === '/login')
          floorRuns.push(await audit(chrome.port, `${floorOrigin}/login`, false, `floor-${i}`));
        // A member page keeps the session's storage: clear the HTTP cache and the service worker's, every run
        // downloads every byte (a first visit; the repeat visit is the e2e suite's offline-cache test).
        if (target.cache === 'cold') await clearCaches(control);
        const label = target.cache ? `${target.path} (${target.cache})` : target.path;
        const name = `${label.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i}`;
        const summary = await audit(chrome.port, `${origin}${target.path}`, target.member, name);
        log(
          `${label} run ${i}: perf ${summary.performance}, a11y ${summary.accessibility}, bp ${summary.bestPractices}, ` +
            `LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls?.toFixed(3)}`,
        );
        list.push(summary);
      }
      results.push(summariseRuns(target.cache ? `${target.path} (${target.cache})` : target.path, list));
    }
    if (floorRuns.length) results.unshift(summariseRuns('floor /login (bare stack)', floorRuns));
    await browser.disconnect();
    const firstLoad = await firstLoadCounts();
    const options = {
      root,
      argv,
      runs,
      mockLatency,
      crossOrigin,
      serve,
      targets: TARGETS,
      outFile,
      chromePath,
      firstLoad,
    };
    console.log(`\n${report(results, started, options)}`);
    log(`wrote ${path.relative(root, outFile)}`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error('[perf] FAILED:', error instanceof Error ? error.message : error);
  process.exit(1);
});
