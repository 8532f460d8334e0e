/** What setupApp() takes and gives (./support). */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Build } from './environment';

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
