#!/usr/bin/env node
// Lighthouse on the portal as members get it (`npm run perf`; not part of CI: it takes minutes).
//
//   node tests/perf/lighthouse.mjs [--runs 3] [--port 4310] [--api-port 8797] [--out reports/perf.md]
//                                  [--dist DIR] [--skip-build] [--mock-latency MS] [--save-reports DIR]
//                                  [--cross-origin-api] [--pages /login,/user/home]
//
// Builds the production build members get (VITE_API_MOCKS=false: no mock code, no service worker) into a
// temporary directory, pointed at the standalone mocked backend (npm run mock:server, started here on
// --api-port) for its API and chat socket, as it would be at a real backend. One `vite preview` serves it
// and, as the site's reverse proxy would, passes /api and /socket.io on to that backend (same origin: no CORS
// preflight per call); with --cross-origin-api the build calls the backend's own origin instead,
// and Lighthouse 12 (mobile form factor, default simulated throttling) runs with Debian Chromium
// ($CHROME_PATH or /usr/bin/chromium) on /login and, signed in as the seeded member 0812345678,
// /user/home, /user/statement and /user/spin. Each page runs --runs times; the median of every score and
// metric goes to reports/perf.md with the command line that produced it.
//
// /login runs with Lighthouse's storage reset (a first visit). The member pages keep the browser storage
// (the session token lives in localStorage), so before each of their runs the HTTP cache is cleared over
// CDP: every run still downloads every byte.
// --mock-latency MS: how long the mocked backend takes to answer each call (QA scenario latencyMs;
// default 150 ms, a typical API answer time).
// --save-reports DIR keeps every run's full Lighthouse report (JSON) and its trace there, for digging into a figure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { report } from './lighthouse-report.mjs';
import { median, summarise } from './lighthouse-summary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : fallback;
};
const runs = Number(option('runs', '3'));
const port = Number(option('port', '4310'));
const apiPort = Number(option('api-port', '8797'));
const outFile = path.resolve(root, option('out', 'reports/perf.md'));
const dist = path.resolve(option('dist', path.join(tmpdir(), 'member-portal-perf-dist')));
const skipBuild = argv.includes('--skip-build');
const mockLatency = Number(option('mock-latency', '150'));
const reportsDir = option('save-reports', null);
const crossOrigin = argv.includes('--cross-origin-api');
const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;
// Where the build sends its calls: its own origin (proxied by vite preview) or the backend's.
const apiBase = crossOrigin ? api : '';
const socketUrl = crossOrigin ? api : origin;

const MEMBER = { phone: '0812345678', password: 'Demo1234' };
const PAGES = [
  { path: '/login', member: false },
  { path: '/user/home', member: true },
  { path: '/user/statement', member: true },
  { path: '/user/spin', member: true },
];
// --pages /user/home,/user/spin measures only those (for a quick check; the report then lists only them).
const onlyPages = option('pages', null)?.split(',');
const pages = onlyPages ? PAGES.filter((page) => onlyPages.includes(page.path)) : PAGES;
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 95, cls: 0.02, tbt: 100 };
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

const log = (...parts) => console.log('[perf]', ...parts);

function build() {
  log(`building the mocks-off production build into ${dist} (API ${crossOrigin ? `at ${api}` : 'on its own origin'})`);
  const result = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_MOCKS: 'false', VITE_API_BASE_URL: apiBase, VITE_CHAT_SOCKET_URL: socketUrl },
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The standalone mocked backend (npm run mock:server) with the answer latency set. */
async function startMockServer() {
  const viteNode = path.join(root, 'node_modules', 'vite-node', 'vite-node.mjs');
  const child = spawn(process.execPath, [viteNode, 'mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(apiPort), MOCK_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) throw new Error(`mock server exited:\n${output}`);
    try {
      if ((await fetch(`${api}/api/lookup/active`)).ok) {
        const scenario = await fetch(`${api}/__mock/scenario`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ latencyMs: mockLatency }),
        });
        if (!scenario.ok) throw new Error(`setting the mock latency answered ${scenario.status}`);
        return child;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('setting')) throw error;
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the mock server did not answer on ${api}:\n${output}`);
}

async function startPreview() {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: root,
      env: { ...process.env, ...(crossOrigin ? {} : { PREVIEW_API_PROXY: api }) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 120; i += 1) {
    if (child.exitCode !== null) throw new Error(`vite preview exited:\n${output}`);
    try {
      if ((await fetch(`${origin}/login`)).ok) return child;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`vite preview did not answer on ${origin}:\n${output}`);
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

async function main() {
  if (!existsSync(chromePath)) throw new Error(`Chromium not found at ${chromePath} (set CHROME_PATH)`);
  const started = new Date();
  if (!skipBuild) build();
  const mockServer = await startMockServer();
  const preview = await startPreview();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const stopAll = async () => {
    await chrome.kill();
    for (const child of [preview, mockServer]) {
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
    for (const target of pages) {
      if (target.member && !control) control = await signIn(browser);
      const list = [];
      for (let i = 1; i <= runs; i += 1) {
        if (target.member) {
          const cdp = await control.createCDPSession();
          await cdp.send('Network.clearBrowserCache');
          await cdp.detach();
        }
        const name = `${target.path.replace(/\W+/g, '-').replace(/^-/, '')}-${i}`;
        const summary = await audit(chrome.port, `${origin}${target.path}`, target.member, name);
        log(
          `${target.path} run ${i}: perf ${summary.performance}, a11y ${summary.accessibility}, bp ${summary.bestPractices}, ` +
            `LCP ${Math.round(summary.lcp)} ms, TBT ${Math.round(summary.tbt)} ms, CLS ${summary.cls?.toFixed(3)}`,
        );
        list.push(summary);
      }
      const pick = (key) => median(list.map((r) => r[key]));
      results.push({
        page: target.path,
        runs: list,
        median: Object.fromEntries(
          ['performance', 'accessibility', 'bestPractices', 'fcp', 'lcp', 'tbt', 'cls'].map((k) => [k, pick(k)]),
        ),
      });
    }
    await browser.disconnect();
    console.log(
      `\n${report(results, started, { root, argv, runs, mockLatency, crossOrigin, targets: TARGETS, outFile, chromePath })}`,
    );
    log(`wrote ${path.relative(root, outFile)}`);
  } finally {
    await stopAll();
  }
}

main().catch((error) => {
  console.error('[perf] FAILED:', error instanceof Error ? error.message : error);
  process.exit(1);
});
