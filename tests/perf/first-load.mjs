#!/usr/bin/env node
// First-load weight of /login against the floor page (tests/perf/floor: a login form on the bare stack),
// counted in Chromium: every JS and CSS file the page requests until the form works (its phone field shows
// and no button waits for the app), gzip -9, plus the document's inline <script> and <style>.
//   node tests/perf/first-load.mjs <portal dist> [--floor DIR] [--info] [--pages]
// --pages adds each member page's first-load JS, read from the build (index.html's head start, the manifest's
// imports: tests/perf/build-plan.mjs), beside the floor's and /login's counted in Chromium.
// Builds the floor into a temporary directory unless --floor names a built one. Fails (exit 1, unless
// --info) when the portal's JS is over 1.10x the floor's (issue 20; README "Performance").
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { firstLoadJs, readBuild } from './build-plan.mjs';

export const MAX_JS_RATIO = 1.1;
const KB = 1024;
const root = path.resolve(import.meta.dirname, '../..');
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.json': 'application/json' };

/** Builds the floor page (same versions as the portal) into dir. */
export function buildFloor(dir) {
  const result = spawnSync(
    'npx',
    ['vite', 'build', '-c', 'tests/perf/floor/vite.config.ts', '--outDir', dir, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the floor build failed');
}

/** A static server for a build: files as they are, index.html for every other path; /api answers 503. */
function serve(dir) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/socket.io/')) {
      response.writeHead(503).end();
      return;
    }
    const file = path.join(dir, path.normalize(url.pathname));
    const target = file.startsWith(dir) && existsSync(file) && path.extname(file) ? file : path.join(dir, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[path.extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/** What /login of the build in dir loads until its phone field is visible, in gzip bytes. */
export async function countFirstLoad(browser, dir) {
  const server = await serve(path.resolve(dir));
  const { port } = server.address();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  // The moment the form works, taken in the page: the phone field is in the document and no button waits for
  // the app (the prerendered /login's button waits until the app takes it over, src/app/prerender). What
  // was requested before it counts.
  await context.addInitScript(() => {
    const watch = new MutationObserver(() => {
      if (!document.getElementById('login-phone') || document.querySelector('[data-until-app]')) return;
      window.__formShownAt = performance.now();
      watch.disconnect();
    });
    watch.observe(document, { childList: true, subtree: true, attributes: true });
  });
  const page = await context.newPage();
  const files = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    // A response still arriving when the context closes has no body to read: it came after the form anyway.
    files.push(
      response
        .body()
        .then((body) => ({ url: response.url(), kind, gzip: gzip(body) }))
        .catch(() => null),
    );
  });
  try {
    const document = await page.goto(`http://127.0.0.1:${port}/login`);
    await page.waitForFunction(() => window.__formShownAt !== undefined, null, { timeout: 30_000 });
    const before = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= window.__formShownAt)
          .map((entry) => entry.name),
      ),
    );
    const html = (await document?.text()) ?? '';
    const inline = (tag) => [...html.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => m[1]);
    const rows = (await Promise.all(files)).filter((row) => row && before.has(row.url));
    const js = rows.filter((r) => r.kind === 'script');
    const css = rows.filter((r) => r.kind === 'stylesheet');
    const inlineJs = inline('script')
      .filter((s) => s.trim())
      .join('\n');
    const inlineCss = inline('style').join('\n');
    const sum = (list) => list.reduce((total, r) => total + r.gzip, 0);
    return {
      rows,
      js: sum(js) + (inlineJs ? gzip(inlineJs) : 0),
      css: sum(css) + (inlineCss ? gzip(inlineCss) : 0),
      inline: (inlineJs ? gzip(inlineJs) : 0) + (inlineCss ? gzip(inlineCss) : 0),
    };
  } finally {
    await context.close();
    server.close();
  }
}

/** Each page's first-load JS as the build lists it, with its ratio to the floor's /login JS. */
function printPages(portal, floorJs, fmt) {
  const build = readBuild(portal);
  console.log(`\nFirst-load JS by page, read from ${portal}'s head start and manifest (gzip -9)\n`);
  console.log('| page | JS | x floor | files |\n| --- | ---: | ---: | ---: |');
  for (const route of Object.keys(build.plan.routes).filter((r) => r === '/login' || r.startsWith('/user/'))) {
    const { js, files } = firstLoadJs(portal, build, route);
    console.log(`| ${route} | ${fmt(js)} | ${(js / floorJs).toFixed(2)} | ${files.length} |`);
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const info = argv.includes('--info');
  const floorIndex = argv.indexOf('--floor');
  const portal =
    argv.find((arg, i) => !arg.startsWith('--') && (floorIndex < 0 || i !== floorIndex + 1)) ?? 'dist-nomock';
  let floor = floorIndex >= 0 ? argv[floorIndex + 1] : path.join(tmpdir(), 'member-portal-floor');
  if (floorIndex < 0) buildFloor(floor);
  floor = path.resolve(floor);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH?.trim() || '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const floorLoad = await countFirstLoad(browser, floor);
    const portalLoad = await countFirstLoad(browser, portal);
    const fmt = (n) => `${(n / KB).toFixed(1)} KB`;
    console.log(`\nFirst load of /login, counted in Chromium until the form works (gzip -9)\n`);
    console.log('| page | JS | CSS | of which inline | files |\n| --- | ---: | ---: | ---: | ---: |');
    for (const [name, load] of [
      ['floor (bare stack)', floorLoad],
      [`portal (${portal})`, portalLoad],
    ])
      console.log(`| ${name} | ${fmt(load.js)} | ${fmt(load.css)} | ${fmt(load.inline)} | ${load.rows.length} |`);
    const ratio = portalLoad.js / floorLoad.js;
    console.log(
      `\nJS ratio ${ratio.toFixed(3)} (at most ${MAX_JS_RATIO}); JS+CSS ratio ${(
        (portalLoad.js + portalLoad.css) /
        (floorLoad.js + floorLoad.css)
      ).toFixed(3)}`,
    );
    if (info) portalLoad.rows.forEach((r) => console.log(`  ${r.kind} ${fmt(r.gzip)} ${new URL(r.url).pathname}`));
    if (argv.includes('--pages')) printPages(portal, floorLoad.js, fmt);
    if (ratio > MAX_JS_RATIO) {
      console.log(
        `first-load: ${info ? 'over the ratio (information only)' : 'FAILED'}: /login's JS is ${ratio.toFixed(3)}x the floor's`,
      );
      if (!info) process.exitCode = 1;
    } else console.log('first-load: within the ratio');
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
