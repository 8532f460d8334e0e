import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import ShardSequencer from '../shard-sequencer';

type ProjectTest = NonNullable<TestProjectInlineConfiguration['test']>;

// Standalone config for the browser (end-to-end) suite: `npm run test:e2e`.
// Passing it with --config means the root vite.config.ts (jsdom, unit/integration globs) is not loaded.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// The aliases of tsconfig.json's paths (and vite.config.ts).
const resolve = {
  alias: {
    '@': fileURLToPath(new URL('../../src', import.meta.url)),
    '@mocks': fileURLToPath(new URL('../../mocks', import.meta.url)),
    '@tests': fileURLToPath(new URL('..', import.meta.url)),
  },
};
const SOLO = 'tests/e2e/smoothness.e2e.test.ts';
// The CSP walk signs in on the standalone mock server, whose database mock-server.e2e.test.ts resets (ending every
// session): it runs after the first group.
const LATE = ['tests/e2e/csp.e2e.test.ts'];
// The repeat visit and offline walk keeps one member session across reloads on that same server: alone, after them.
const CACHE = 'tests/e2e/offline-cache.e2e.test.ts';
// The first-load fault tests share that server's faults (one at a time) and its sessions: alone, after the cache walk.
const FAULTS = 'tests/e2e/first-load-faults.e2e.test.ts';
// The field signals test reads every report the server got: alone, so no other test's reports mix in.
const SIGNALS = 'tests/e2e/field-signals.e2e.test.ts';
// nginx in front of that server (resetting its database, signing in): alone, after the fault tests.
const NGINX = 'tests/e2e/nginx.e2e.test.ts';

// The journeys again, against a mock whose every answer carries only the fields the spec names (E2E_SPEC_MINIMAL,
// read by ./environment.ts): in the first group, beside the rest, so the two workers stay busy.
const JOURNEYS = [
  'auth',
  'wallet',
  'deposit',
  'qr-save',
  'bonus-invite-refund',
  'spin',
  'statement',
  'profile',
  'chat',
].map((name) => `tests/e2e/${name}.e2e.test.ts`);

const common: ProjectTest = {
  environment: 'node',
  // Each project runs it; the servers start once and are shared (see global-setup.ts).
  globalSetup: ['tests/e2e/global-setup.ts'],
  testTimeout: 60_000,
  // expect.poll's own default is 1 s: a busy two-core machine can take longer to show a loaded wallet.
  expect: { poll: { timeout: 15_000 } },
  hookTimeout: 120_000,
  pool: 'forks',
  retry: 0,
};

export default defineConfig({
  root: repoRoot,
  resolve,
  test: {
    teardownTimeout: 30_000,
    // Slowest file first (tests/shard-sequencer.ts), so no long walk starts last with one worker left alone.
    sequence: { sequencer: ShardSequencer },
    maxWorkers: 2,
    reporters: ['default'],
    passWithNoTests: false,
    // Every file but the late ones and the smoothness measurements runs first, two at a time; then the CSP
    // walk; then the cache walk alone; then the first-load faults alone; then the build behind nginx alone; the
    // smoothness file last and alone, so its frame and long-task figures are not another browser's CPU time.
    projects: [
      {
        root: repoRoot,
        resolve,
        test: {
          ...common,
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          exclude: [SOLO, CACHE, FAULTS, SIGNALS, NGINX, ...LATE],
          sequence: { groupOrder: 0 },
        },
      },
      {
        root: repoRoot,
        resolve,
        test: {
          ...common,
          name: 'e2e-spec-minimal',
          include: JOURNEYS,
          env: { E2E_SPEC_MINIMAL: '1' },
          sequence: { groupOrder: 0 },
        },
      },
      { root: repoRoot, resolve, test: { ...common, name: 'e2e-late', include: LATE, sequence: { groupOrder: 1 } } },
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e-cache', include: [CACHE], sequence: { groupOrder: 2 } },
      },
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e-faults', include: [FAULTS], sequence: { groupOrder: 3 } },
      },
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e-nginx', include: [NGINX], sequence: { groupOrder: 4 } },
      },
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e-signals', include: [SIGNALS], sequence: { groupOrder: 5 } },
      },
      { root: repoRoot, resolve, test: { ...common, name: 'e2e-solo', include: [SOLO], sequence: { groupOrder: 6 } } },
    ],
  },
});
