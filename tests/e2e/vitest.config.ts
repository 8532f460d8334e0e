import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Standalone config for the browser (end-to-end) suite: `npm run test:e2e`.
// Passing it with --config means the root vite.config.ts (jsdom, unit/integration globs) is not loaded.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
    retry: 0,
    reporters: ['default'],
    passWithNoTests: false,
  },
});
