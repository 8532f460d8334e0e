import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '../mocks/db';
import { server } from '../mocks/node';
import { http } from '@/lib/http';
import { changeLocale, initI18n, loadAllStrings } from '@/lib/i18n';
import { clearSession } from '@/lib/session';

// Calls still in flight when a test ends must settle before the next test starts: a late
// invalid-token answer would otherwise clear the next test's session.
let inFlight = 0;
http.interceptors.request.use((request) => {
  inFlight += 1;
  return request;
});
http.interceptors.response.use(
  (response) => {
    inFlight -= 1;
    return response;
  },
  (error: unknown) => {
    inFlight -= 1;
    return Promise.reject(error);
  },
);

async function settle(limitMs = 3000): Promise<void> {
  const started = Date.now();
  while (inFlight > 0 && Date.now() - started < limitMs) await new Promise((resolve) => setTimeout(resolve, 10));
  inFlight = 0;
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await initI18n('en');
  await loadAllStrings(); // tests render pages and modals directly, without the routes that load them
});

beforeEach(async () => {
  resetDb();
  await changeLocale('en', { persist: false });
});

afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await settle();
  server.resetHandlers();
  // The tab's own session goes with the storage (lib/session.ts): the next test starts as a fresh tab.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
});

afterAll(() => server.close());
