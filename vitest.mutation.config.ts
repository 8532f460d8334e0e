import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import base from './vite.config';

// The test run Stryker repeats for every mutant (npm run test:mutation, stryker.config.mjs): the unit
// tests and the integration tests that pin the contract and the session rules, not the whole-app screens.
// Those screens reach src/lib/http.ts and friends from every test, so with them each surviving mutant
// there would rerun ~50 files one at a time (~4 s each on this machine) for rules the unit tests hold.
export const MUTATION_TESTS = [
  // src/components is not mutated, and its tests keep module state (the loaded sanitiser) that does not
  // carry from one file to the next in a shared module graph.
  'tests/unit/*.test.{ts,tsx}',
  'tests/unit/!(components)/**/*.test.{ts,tsx}',
  'tests/integration/contract/*-answers.test.ts',
  'tests/integration/money/mock-idempotency.test.ts',
];

/**
 * Left out though matched above: a test that loads modules inside itself (fresh copies by vi.resetModules, as
 * tests/support/unloadable-module.ts does, or every page module by import()) runs their module-load code in its
 * test, and Stryker then credits every mutant of that code to this test alone and runs only it: lib/http.ts's axios
 * settings, lib/receipt.ts's badges and the feature models' tables counted as survived (reports/mutation.md). Neither
 * holds a rule of the mutated files: one renders a component, the other checks the page table's modules.
 */
export const MUTATION_EXCLUDED = [
  'tests/unit/receipt/receipt-load-failed.test.tsx',
  'tests/unit/app/page-modules.test.ts',
];

export default defineConfig((env) => {
  const config = base(env);
  // One jsdom and one module graph per Stryker run, not per file: a fresh jsdom and tests/setup.ts for each
  // file cost ~3 s, against ~0.3 s of tests. One worker without isolation runs the files of a run with one
  // environment (without it each file would get a new jsdom while modules keep the old window). Vitest
  // recycles the worker before each run, so every mutant (the static ones too) starts from fresh modules.
  return {
    ...config,
    // Without the projects of vite.config.ts: their own include lists would win over this one.
    test: {
      ...config.test,
      projects: undefined,
      include: MUTATION_TESTS,
      exclude: [...configDefaults.exclude, ...MUTATION_EXCLUDED],
      pool: 'threads',
      maxWorkers: 1,
      isolate: false,
    },
  };
});
