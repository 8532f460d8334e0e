#!/usr/bin/env node
// Confirm -> receipt (issue 53 item 11): the time from the tap on a withdrawal's Confirm to the first frame whose
// result dialog ("In progress", with its receipt) is shown, with every API answer held 250 ms. Each run logs in
// afresh on a new browser context (empty cache), withdraws 150 baht (the first move after login), then again (a
// later move). Both builds: the mocked one (MSW in the page, `mock:scenario` latencyMs) and the members' one (mocks
// off, `vite preview` proxying /api to the standalone mock server with its latency set).
//
//   node tests/perf/confirm-receipt.mjs [--runs 5] [--skip-build] [--port 4330] [--api-port 8817]
//
// Prints each run and the medians as a Markdown table; exits 1 when a median is over 600 ms.
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { buildMembers, optionOf, startMockServer, startPreview } from './lighthouse-servers.mjs';
import { median } from './lighthouse-summary.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const argv = process.argv.slice(2);
const option = optionOf(argv);
const runs = Number(option('runs', '5'));
const port = Number(option('port', '4330'));
const apiPort = Number(option('api-port', '8817'));
const LATENCY_MS = 250;
const TARGET_MS = 600;
const mockedDist = path.join(tmpdir(), 'member-portal-receipt-mocked');
const membersDist = path.join(tmpdir(), 'member-portal-receipt-members');
const origin = `http://127.0.0.1:${port}`;
const api = `http://127.0.0.1:${apiPort}`;

if (!argv.includes('--skip-build')) {
  const mocked = spawnSync('npx', ['vite', 'build', '--outDir', mockedDist, '--emptyOutDir'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (mocked.status !== 0) throw new Error('vite build failed');
  buildMembers({ root, dist: membersDist, apiBase: '', socketUrl: origin });
}

/** Taps Confirm in the page and resolves at the first frame the result dialog shows (ms since the tap). */
function confirmAndWait(page) {
  return page.getByRole('button', { name: 'Confirm' }).evaluate(
    (button, title) =>
      new Promise((resolve) => {
        const shown = () =>
          [...document.querySelectorAll('[role="dialog"]')].some((dialog) => {
            const label = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
            return label?.textContent?.trim() === title && dialog.getBoundingClientRect().height > 0;
          });
        const started = performance.now();
        button.click();
        const check = () => (shown() ? resolve(performance.now() - started) : requestAnimationFrame(check));
        check();
      }),
    'In progress',
  );
}

async function withdraw150(page) {
  await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await dialog.getByText('From 100.00 to 50,000.00 baht').waitFor({ timeout: 30_000 });
  await dialog.getByLabel('Amount to withdraw (baht)').fill('150');
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).waitFor();
  const ms = await confirmAndWait(page);
  await page.getByRole('dialog', { name: 'In progress' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog', { name: 'In progress' }).waitFor({ state: 'detached' });
  return ms;
}

async function measure(browser, mocked) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addInitScript(
    ({ latency, mockedBuild }) => {
      localStorage.setItem('locale', 'en');
      localStorage.setItem('remember-agreement', 'true');
      if (mockedBuild) localStorage.setItem('mock:scenario', JSON.stringify({ latencyMs: latency }));
    },
    { latency: LATENCY_MS, mockedBuild: mocked },
  );
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/login`);
    await page.getByLabel('Phone number').fill('0812345678');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('region', { name: 'Wallet' })
      .getByText(/^Wallet \d/)
      .waitFor({ timeout: 30_000 });
    const first = await withdraw150(page);
    const later = await withdraw150(page);
    return { first, later };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS],
});
const rows = [];
let over = false;
try {
  for (const build of ['mocked', 'members']) {
    const mocked = build === 'mocked';
    const backend = mocked ? null : await startMockServer({ root, apiPort, api, mockLatency: LATENCY_MS });
    const preview = await startPreview({
      root,
      dist: mocked ? mockedDist : membersDist,
      port,
      origin,
      proxy: mocked ? undefined : api,
    });
    try {
      const first = [];
      const later = [];
      for (let i = 0; i < runs; i += 1) {
        if (backend) await fetch(`${api}/__mock/reset`, { method: 'POST' });
        const run = await measure(browser, mocked);
        first.push(Math.round(run.first));
        later.push(Math.round(run.later));
      }
      for (const [move, times] of [
        ['first after login', first],
        ['later', later],
      ]) {
        const middle = median(times);
        over ||= middle > TARGET_MS;
        rows.push(
          `| ${build} | ${move} | ${times.join(', ')} ms | ${middle} ms ${middle > TARGET_MS ? '❌' : '✅'} | ≤ ${TARGET_MS} ms |`,
        );
      }
    } finally {
      for (const child of [preview, backend].filter(Boolean)) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
  }
} finally {
  await browser.close();
}

console.log(`| build | withdrawal | Confirm to receipt at ${LATENCY_MS} ms latency, each run | median | target |`);
console.log('| --- | --- | --- | ---: | --- |');
for (const row of rows) console.log(row);
if (over) {
  console.error('confirm-receipt: a median is over the target');
  process.exitCode = 1;
}
