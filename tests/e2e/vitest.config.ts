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
// Timing figures, not gates: the smoothness measurements run in `npm run perf:smoothness` (project e2e-perf), alone,
// where a second browser cannot steal their CPU. `npm run test:e2e` leaves them out.
const PERF = ['tests/e2e/smoothness.e2e.test.ts'];

// The journeys again, against a mock whose every answer carries only the fields the spec names (E2E_SPEC_MINIMAL,
// read by ./environment.ts), beside the rest so the workers stay busy. A test whose screens read no optional
// extra would pass the same way twice: it skips itself in this run (`it.skipIf(specMinimalRun())`).
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
  'moves-under-way',
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
    // A file spends much of its time waiting on the page (answers, animations, timers): with Chromium's headless
    // shell, four files at once keep two cores busier than three do (e2e 220 s with four workers, 262 s with three,
    // one host, one after the other; 462 s with two against 371 s with three on the full browser).
    maxWorkers: Number(process.env.E2E_WORKERS ?? 4),
    reporters: ['default'],
    passWithNoTests: false,
    // Every file that drives the members' build has its own mock server (./own-mock-server.ts): all files run
    // together, four at a time (maxWorkers), slowest first.
    projects: [
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e', include: ['tests/e2e/**/*.e2e.test.ts'], exclude: PERF },
      },
      {
        root: repoRoot,
        resolve,
        test: { ...common, name: 'e2e-spec-minimal', include: JOURNEYS, env: { E2E_SPEC_MINIMAL: '1' } },
      },
      { root: repoRoot, resolve, test: { ...common, name: 'e2e-perf', include: PERF } },
    ],
  },
});
