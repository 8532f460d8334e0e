import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { changeLocale, initI18n, loadAllStrings } from '@/lib/i18n';
import { resetBetweenTests, settleCalls } from './support/between-tests';

// Runs again before every test file of the process; what lasts across files (module state, the mock server,
// the call counters) is reset in one place, tests/support/between-tests.ts.

// Several test files run at once on a two-core machine: a screen may take longer than Testing Library's
// default second to show what a test waits for. Waiting longer never makes a failing test pass.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  await loadAllStrings(); // tests render pages and modals directly, without the routes that load them
});

beforeEach(async () => {
  resetDb();
  await changeLocale('en', { persist: false });
});

afterEach(resetBetweenTests);

afterAll(async () => {
  await settleCalls(8000);
  server.close();
});
