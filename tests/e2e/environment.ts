/** Where the e2e suite's browser comes from and which served build a test drives (global-setup.ts serves them). */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import './provided';
import { mockApiUrl } from './own-mock-server';
import { CHROMIUM_ARGS } from '@tests/chromium-args.mjs';

/** The phone every test's context is: 390x844, touch, Thai locale. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'th-TH',
} as const;

/**
 * Debian's headless build of the same Chromium (package chromium-headless-shell): the same Blink and V8 as
 * /usr/bin/chromium without the desktop browser around them, for a third less CPU over the e2e run. Timing figures
 * stay on the full browser, as members run it (tests/perf/).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Path of the Chromium binary: $CHROME_PATH, else Debian's headless shell, else /usr/bin/chromium. Throws when none
 * is there.
 */
export function resolveChromium(): string {
  const fromEnv = process.env.CHROME_PATH?.trim();
  const candidates = fromEnv ? [fromEnv] : [HEADLESS_SHELL, '/usr/bin/chromium'];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      `Chromium not found at ${candidates.join(' or ')}; install it with apt-get install chromium-headless-shell ` +
        'or set CHROME_PATH',
    );
  }
  return found;
}

/** `extraArgs`: a file's own flags, such as the host mapping of its own mock server (./own-mock-server.ts). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: resolveChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
    timeout: 60_000,
  });
}

// ---------------------------------------------------------------------------------------------
// Per-file / per-test setup

export type Build = 'default' | 'laos' | 'server';

/** True in the spec-minimal run of the journeys (E2E_SPEC_MINIMAL=1): every mocked answer carries only spec fields. */
export function specMinimalRun(): boolean {
  return process.env.E2E_SPEC_MINIMAL === '1';
}

/** True when dist-nomock/ is served (describe.skipIf(!serverBuildAvailable())). */
export function serverBuildAvailable(): boolean {
  return inject('e2eServerBaseUrl') !== '';
}

/**
 * The API address dist-nomock/ was built with (VITE_API_BASE_URL): what its pages request, and what a test matches
 * the page's requests against. The browser sends them to the file's own mock server (./own-mock-server.ts).
 */
export function builtApiUrl(): string {
  return inject('e2eMockApiUrl');
}

/** A call to the file's own standalone mock server's QA routes (/__mock/...), JSON in and out. */
export function mockAdmin(path: string, method = 'POST', body?: unknown): Promise<Response> {
  return fetch(`${mockApiUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** True when dist-laos/ was built and is being served (Laos tests: describe.skipIf(!laosBuildAvailable())). */
export function laosBuildAvailable(): boolean {
  return inject('e2eLaosBaseUrl') !== '';
}

export function baseUrlOf(build: Build = 'default'): string {
  const url =
    build === 'laos'
      ? inject('e2eLaosBaseUrl')
      : build === 'server'
        ? inject('e2eServerBaseUrl')
        : inject('e2eBaseUrl');
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
