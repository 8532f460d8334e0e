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
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, inject, type TestContext } from 'vitest';
import './provided';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';

export type { Browser, BrowserContext, Locator, Page };

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const ARTIFACTS_DIR = path.join(repoRoot, 'tests', 'e2e', 'artifacts');

export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'th-TH',
} as const;

/** Accessible name of the language control in th / en / la. */
export const LANGUAGE_CONTROL_NAME = /ภาษา|Language|ພາສາ/;

// ---------------------------------------------------------------------------------------------
// Browser

/** Path of the Chromium binary: $CHROME_PATH, else /usr/bin/chromium. Throws when it is missing. */
export function resolveChromium(): string {
  const fromEnv = process.env.CHROME_PATH?.trim();
  const candidate = fromEnv ? fromEnv : '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium not found at ${candidate}; install it with apt-get install chromium or set CHROME_PATH`,
    );
  }
  return candidate;
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: resolveChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS],
    timeout: 60_000,
  });
}

// ---------------------------------------------------------------------------------------------
// Per-file / per-test setup

/** localStorage values to put in place before the app's first script runs. Objects are JSON-encoded. */
export type StorageSeed = Record<string, string | number | boolean | object | null>;

export interface OpenOptions {
  /** Seeds localStorage of the app origin, once per test (a reload keeps what the app wrote since). */
  storage?: StorageSeed;
  /** Passed to page.goto; default 'load'. */
  waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' | 'commit';
}

export interface SetupOptions {
  /** Which build to drive: dist/ (default, mocked backend), dist-laos/, or dist-nomock/ on the standalone mock server. */
  build?: Build;
}

export interface E2EApp {
  /** Page of the current test (a fresh browser context per test). */
  readonly page: Page;
  readonly context: BrowserContext;
  readonly browser: Browser;
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  readonly baseUrl: string;
  /** console.error messages of the current test. */
  readonly consoleErrors: string[];
  /** Uncaught exceptions in the page during the current test. */
  readonly pageErrors: string[];
  /** Absolute URL of an app path. */
  url(appPath: string): string;
  /** Seeds storage (optional), opens `appPath` and returns the page. */
  openApp(appPath: string, options?: OpenOptions): Promise<Page>;
  /** Adds a storage seed for the next navigations of this test without navigating. */
  seedStorage(storage: StorageSeed): Promise<void>;
}

export type Build = 'default' | 'laos' | 'server';

/** True in the spec-minimal run of the journeys (E2E_SPEC_MINIMAL=1): every mocked answer carries only spec fields. */
export function specMinimalRun(): boolean {
  return process.env.E2E_SPEC_MINIMAL === '1';
}

/** True when dist-nomock/ and the standalone mock server are running (describe.skipIf(!serverBuildAvailable())). */
export function serverBuildAvailable(): boolean {
  return inject('e2eServerBaseUrl') !== '';
}

/** The standalone mock server's own URL (its /__mock/* QA endpoints), or ''. */
export function mockApiUrl(): string {
  return inject('e2eMockApiUrl');
}

/** True when dist-laos/ was built and is being served (Laos tests: describe.skipIf(!laosBuildAvailable())). */
export function laosBuildAvailable(): boolean {
  return inject('e2eLaosBaseUrl') !== '';
}

export function baseUrlOf(build: Build = 'default'): string {
  const url = build === 'laos' ? inject('e2eLaosBaseUrl') : build === 'server' ? inject('e2eServerBaseUrl') : inject('e2eBaseUrl');
  if (!url) {
    throw new Error(
      build === 'laos'
        ? 'dist-laos/ is not served (run "npm run build:laos"); guard Laos tests with describe.skipIf(!laosBuildAvailable())'
        : build === 'server'
          ? 'dist-nomock/ is not served; guard with describe.skipIf(!serverBuildAvailable())'
          : 'No e2e base URL: run the suite with "npm run test:e2e" so tests/e2e/global-setup.ts starts the preview server',
    );
  }
  return url;
}

// One Chromium per test file (each file is its own module instance), shared by its setupApp() calls.
let sharedBrowser: Promise<Browser> | undefined;
let browserUsers = 0;
const owners = new Set<object>();

async function acquireBrowser(): Promise<Browser> {
  browserUsers += 1;
  sharedBrowser ??= launchChromium();
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
const MOCK_WORKER_UPDATE_FAILED = /^TypeError: Failed to update a ServiceWorker for scope .* with script .*\/mockServiceWorker\.js/;

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

  beforeAll(async (suite) => {
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
        console.error(`[e2e] could not take the failure screenshot: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (uncaught.length > 0) console.error(`[e2e] page errors:\n  ${uncaught.join('\n  ')}`);
      if (errors.length > 0) console.error(`[e2e] console errors:\n  ${errors.join('\n  ')}`);
      await close();
    });
  });

  const seedStorage = async (storage: StorageSeed): Promise<void> => {
    const ownContext = need(context, 'the browser context');
    const entries: [string, string][] = Object.entries(storage).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
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
// Assertions and small helpers

/** Current URL path of the page (no query, no hash). */
export function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page's URL path equals (or matches) `expected`. */
export async function expectPath(page: Page, expected: string | RegExp, timeout = 15_000): Promise<void> {
  const poll = expect.poll(() => pathnameOf(page), { timeout, message: `URL path of ${page.url()}` });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/** Waits until <html lang> equals `expected`. */
export async function expectHtmlLang(page: Page, expected: string, timeout = 15_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.lang), { timeout, message: '<html lang>' })
    .toBe(expected);
}

/** Waits until `locator` resolves to at least one visible element (the first one). */
export async function waitVisible(locator: Locator, timeout?: number): Promise<Locator> {
  const first = locator.first();
  await first.waitFor({ state: 'visible', timeout });
  return first;
}

/**
 * Picks a language through the language control (accessible name ภาษา / Language / ພາສາ).
 * Works with a native <select>, a dropdown button with a menu, or a labelled group of buttons/radios.
 */
export async function chooseLanguage(page: Page, optionName: string | RegExp = 'English'): Promise<void> {
  const control = page
    .getByRole('combobox', { name: LANGUAGE_CONTROL_NAME })
    .or(page.getByRole('button', { name: LANGUAGE_CONTROL_NAME }))
    .or(page.getByRole('radiogroup', { name: LANGUAGE_CONTROL_NAME }))
    .or(page.getByRole('group', { name: LANGUAGE_CONTROL_NAME }))
    .first();
  await control.waitFor({ state: 'visible' });

  const tag = await control.evaluate((element) => element.tagName.toLowerCase());
  if (tag === 'select') {
    const label = typeof optionName === 'string' ? optionName : undefined;
    if (label) {
      await control.selectOption({ label });
    } else {
      const labels = await control.locator('option').allTextContents();
      const match = labels.find((text) => (optionName as RegExp).test(text));
      if (!match) throw new Error(`No language option matching ${String(optionName)} in [${labels.join(', ')}]`);
      await control.selectOption({ label: match });
    }
    return;
  }

  const role = await control.evaluate((element) => element.getAttribute('role') ?? element.tagName.toLowerCase());
  const scope = role === 'group' || role === 'radiogroup' || role === 'fieldset' ? control : page;
  if (scope === page) await control.click();
  const option = scope
    .getByRole('menuitemradio', { name: optionName })
    .or(scope.getByRole('menuitem', { name: optionName }))
    .or(scope.getByRole('option', { name: optionName }))
    .or(scope.getByRole('radio', { name: optionName }))
    .or(scope.getByRole('button', { name: optionName }))
    .or(scope.getByRole('link', { name: optionName }));
  const visible = option.filter({ visible: true }).first();
  await visible.waitFor({ state: 'visible' });
  await visible.click();
}

// ---------------------------------------------------------------------------------------------
// Accessibility

export interface A11yOptions {
  /** CSS selectors to leave out of the scan. */
  exclude?: string[];
  /** axe rule ids to turn off (say why in the test). */
  disableRules?: string[];
}

/** Runs axe on the page and fails listing every violation with impact serious or critical. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // A modal fading in or out is half transparent: scan once finite transitions have ended
  // (endless ones, such as spinners, never do and are ignored).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((violation) => {
    const targets = violation.nodes.map((node) => `      ${JSON.stringify(node.target)}`).join('\n');
    return `${violation.id} [${violation.impact}] ${violation.help} (${violation.helpUrl})\n${targets}`;
  });
  expect(
    report.length,
    `${report.length} serious/critical axe violation(s) on ${page.url()}:\n${report.join('\n')}\n`,
  ).toBe(0);
}
