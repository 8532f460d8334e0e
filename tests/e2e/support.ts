/**
 * Shared helpers of the e2e suite. Typical test file:
 *
 *   import { describe, expect, it } from 'vitest';
 *   import { setupApp, expectPath } from './support';
 *
 *   const app = setupApp();           // one Chromium per file, a fresh phone-sized context per test
 *
 *   it('shows the login page', async () => {
 *     const page = await app.openApp('/login', { storage: { locale: 'en' } });
 *     await page.getByRole('button', { name: 'Log in' }).waitFor();
 *   });
 *
 * No @playwright/test: vitest's `expect` / `expect.poll` plus playwright-core locator waits.
 * Tests of a file run one after another (no it.concurrent): each setupApp() holds one page at a time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, type TestContext } from 'vitest';
import './provided';
import type { E2EApp, OpenOptions, SetupOptions, StorageSeed } from './app-types';
import { baseUrlOf, launchChromium, PHONE, specMinimalRun } from './environment';
import { ownMockServer, ownServerArgs } from './own-mock-server';

export type { Browser, BrowserContext, Locator, Page };
export type { E2EApp, OpenOptions, SetupOptions, StorageSeed } from './app-types';
export * from './environment';
export { mockApiUrl } from './own-mock-server';
export * from './page-checks';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * A storage seed that takes the mocked build's artificial latency (250 ms a call, mocks/browser.ts) away. For the
 * walks that check each screen once it has loaded (a11y, overflow, one currency, names): their rule is about
 * what the screen shows, and the loading states have tests of their own. The 320 px overflow walk in en took 26.8 s
 * with the latency and 24.3 s without.
 */
export const NO_MOCK_LATENCY = { 'mock:scenario': { latencyMs: 0 } } as const;

export const ARTIFACTS_DIR = path.join(repoRoot, 'tests', 'e2e', 'artifacts');

// One Chromium per test file (each file is its own module instance), shared by its setupApp() calls.
let sharedBrowser: Promise<Browser> | undefined;
let browserUsers = 0;
const owners = new Set<object>();

async function acquireBrowser(): Promise<Browser> {
  browserUsers += 1;
  sharedBrowser ??= launchChromium(ownServerArgs());
  try {
    return await sharedBrowser;
  } catch (error) {
    browserUsers -= 1;
    sharedBrowser = undefined;
    throw error;
  }
}

async function releaseBrowser(): Promise<void> {
  browserUsers -= 1;
  if (browserUsers > 0 || !sharedBrowser) return;
  const closing = sharedBrowser;
  sharedBrowser = undefined;
  await (await closing).close();
}

/** The suite (or file) of the setupApp() call nearest to `task`. */
function nearestOwner(task: TestContext['task']): object | undefined {
  for (let suite: TestContext['task']['suite'] = task.suite; suite; suite = suite.suite) {
    if (owners.has(suite)) return suite;
  }
  return owners.has(task.file) ? task.file : undefined;
}

function artifactName(ctx: TestContext): string {
  const names: string[] = [];
  for (let suite = ctx.task.suite; suite && suite.name; suite = suite.suite) names.unshift(suite.name);
  names.push(ctx.task.name);
  const file = path.basename(ctx.task.file.name).replace(/\.e2e\.test\.ts$/, '');
  const slug = [file, ...names]
    .map((part) =>
      part
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}._]+/gu, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('--');
  return slug.slice(0, 150) || 'test';
}

// The mocked build's service worker (MSW) has the browser re-check its script; on a loaded machine that
// check now and then fails with "Not found" while the worker goes on answering. That is the QA mock's
// plumbing, not the app (the members' build has no worker), so it is not counted as a page error.
const MOCK_WORKER_UPDATE_FAILED =
  /^TypeError: Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js/;

/**
 * Registers the hooks of one e2e test file and returns accessors for the current test:
 * a Chromium per file (beforeAll/afterAll) and a fresh phone context + page per test.
 * On failure a full-page screenshot goes to tests/e2e/artifacts/<file--suite--test>.png and the
 * collected console/page errors are printed.
 */
export function setupApp(options: SetupOptions = {}): E2EApp {
  const build = options.build ?? 'default';
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleErrors: string[] = [];
  let pageErrors: string[] = [];
  let seedCount = 0;

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) {
      throw new Error(
        `e2e: ${what} is only available inside a test of the describe block where this setupApp() was called ` +
          '(a nested setupApp() owns the tests of its own block)',
      );
    }
    return value;
  };

  let ownerSuite: object | undefined;
  // Before the browser starts: it maps the build's API address to this file's server.
  if (build === 'server') ownMockServer();

  // Vitest 4 passes the suite second; its first argument must be a destructuring pattern (it reads fixtures from it).
  // eslint-disable-next-line no-empty-pattern
  beforeAll(async ({}, suite) => {
    ownerSuite = suite;
    owners.add(suite);
    browser = await acquireBrowser();
  });

  afterAll(async () => {
    if (ownerSuite) owners.delete(ownerSuite);
    await context?.close().catch(() => undefined);
    context = undefined;
    page = undefined;
    if (browser) await releaseBrowser();
    browser = undefined;
  });

  beforeEach(async (ctx) => {
    context = undefined;
    page = undefined;
    // With nested setupApp() calls (e.g. a Laos describe inside a file that also drives dist/),
    // only the one nearest to the test opens a context for it.
    if (nearestOwner(ctx.task) !== ownerSuite) return;
    const currentBrowser = need(browser, 'the browser');
    const baseUrl = baseUrlOf(build);
    consoleErrors = [];
    pageErrors = [];
    seedCount = 0;
    const ownContext = await currentBrowser.newContext({ ...PHONE, baseURL: baseUrl });
    const ownPage = await ownContext.newPage();
    ownPage.setDefaultTimeout(15_000);
    ownPage.setDefaultNavigationTimeout(30_000);
    const errors = consoleErrors;
    const uncaught = pageErrors;
    ownPage.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    ownPage.on('pageerror', (error) => {
      // Errors without a stack (Playwright then gives an empty one) keep at least their name and message.
      const text = error.stack || `${error.name}: ${error.message}`;
      if (!MOCK_WORKER_UPDATE_FAILED.test(text)) uncaught.push(text);
    });
    context = ownContext;
    page = ownPage;
    // `npm run test:e2e:spec-minimal`: the mocked builds answer only the fields the spec names.
    if (specMinimalRun() && build !== 'server') await seedStorage({ 'mock:scenario': { specMinimal: true } });

    let closed = false;
    const close = async (): Promise<void> => {
      if (closed) return;
      closed = true;
      if (context === ownContext) {
        context = undefined;
        page = undefined;
      }
      await ownContext.close().catch(() => undefined);
    };

    // onTestFinished handlers run before onTestFailed ones: keep the context open for the screenshot.
    ctx.onTestFinished(async (finished) => {
      if (finished.task.result?.state !== 'fail') await close();
    });
    ctx.onTestFailed(async (failed) => {
      try {
        mkdirSync(ARTIFACTS_DIR, { recursive: true });
        const file = path.join(ARTIFACTS_DIR, `${artifactName(failed)}.png`);
        await ownPage.screenshot({ path: file, fullPage: true, timeout: 10_000 });
        console.error(`[e2e] screenshot of the failure: ${path.relative(repoRoot, file)} (page URL ${ownPage.url()})`);
      } catch (error) {
        console.error(
          `[e2e] could not take the failure screenshot: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (uncaught.length > 0) console.error(`[e2e] page errors:\n  ${uncaught.join('\n  ')}`);
      if (errors.length > 0) console.error(`[e2e] console errors:\n  ${errors.join('\n  ')}`);
      await close();
    });
  });

  const seedStorage = async (storage: StorageSeed): Promise<void> => {
    const ownContext = need(context, 'the browser context');
    // In the spec-minimal run, a test's own scenario switches (NO_MOCK_LATENCY) keep the spec-minimal one.
    const specMinimal = specMinimalRun() && build !== 'server';
    const entries: [string, string][] = Object.entries(storage).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? value
        : JSON.stringify(key === 'mock:scenario' && specMinimal ? { ...(value as object), specMinimal: true } : value),
    ]);
    seedCount += 1;
    // Runs before any page script on every navigation; the sessionStorage marker makes it apply once
    // per tab, so a reload keeps whatever the app saved since (e.g. a language the test switched to).
    await ownContext.addInitScript(
      ({ origin, marker, items }: { origin: string; marker: string; items: [string, string][] }) => {
        try {
          if (window.location.origin !== origin) return;
          if (window.sessionStorage.getItem(marker) === '1') return;
          for (const [key, value] of items) window.localStorage.setItem(key, value);
          window.sessionStorage.setItem(marker, '1');
        } catch {
          // storage unavailable in this frame: nothing to seed
        }
      },
      { origin: new URL(baseUrlOf(build)).origin, marker: `__e2e_seeded_${seedCount}`, items: entries },
    );
  };

  return {
    get page() {
      return need(page, 'page');
    },
    get context() {
      return need(context, 'context');
    },
    get browser() {
      return need(browser, 'browser');
    },
    get baseUrl() {
      return baseUrlOf(build);
    },
    get consoleErrors() {
      return consoleErrors;
    },
    get pageErrors() {
      return pageErrors;
    },
    url(appPath: string) {
      return new URL(appPath, `${baseUrlOf(build)}/`).toString();
    },
    seedStorage,
    async openApp(appPath: string, open: OpenOptions = {}) {
      const current = need(page, 'page');
      if (open.storage) await seedStorage(open.storage);
      await current.goto(new URL(appPath, `${baseUrlOf(build)}/`).toString(), { waitUntil: open.waitUntil ?? 'load' });
      return current;
    },
  };
}

// ---------------------------------------------------------------------------------------------
