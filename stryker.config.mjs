// Mutation testing (npm run test:mutation; not part of CI). Figures and the surviving mutants that
// cannot matter: reports/mutation.md. One file: npm run test:mutation -- --mutate src/rules/phone.ts
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // related: false: per-test coverage already names the files to run; vitest's import graph search is extra work.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // The vitest runner always measures coverage per test: a mutant runs only the tests that reach it.
  coverageAnalysis: 'perTest',
  // The chat's rules live in files named for what they hold (no model.ts): validation, links, scroll, identity, the reducer.
  mutate: [
    'src/features/*/model.ts',
    'src/features/wallet/move-machine.ts',
    'src/features/chat/{validation,links,scroll,identity,separator,conversation-reducer}.ts',
    'src/lib/**/*.ts',
    'src/contract/**/*.ts',
    'src/rules/**/*.ts',
  ],
  // Static mutants (code that runs when a module loads: the valibot schemas of src/contract, constant
  // tables) cannot be traced to a test, so each would rerun all ~50 files: they took 79% of the time of a
  // full run. They are left out of the score and counted apart in reports/mutation.md.
  ignoreStatic: true,
  checkers: [],
  concurrency: 2,
  // A loaded 2-core machine: the dry run of ~60 files one at a time takes minutes, and a slow run is not a kill.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 15000,
  // Reruns test only the mutants whose code or tests changed (git-ignored: it holds this checkout's results).
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/html/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 85, break: null },
};
