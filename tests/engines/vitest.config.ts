import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:engines` (tests/engines/run.sh): the core journeys in Firefox ESR and WebKitGTK, one engine after
// the other (each is a browser and a page's worth of work on a two-core host). Not part of `npm test` or the e2e run.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../../mocks', import.meta.url)),
      '@tests': fileURLToPath(new URL('..', import.meta.url)),
    },
  },
  test: {
    name: 'engines',
    include: ['tests/engines/**/*.engine.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    pool: 'forks',
    retry: 0,
    reporters: ['verbose'],
  },
});
