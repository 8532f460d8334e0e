import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetDb } from '@mocks/db';
import { server } from '@mocks/node';
import { connectivity } from '@/lib/connectivity';
import { http } from '@/lib/http';
import { changeLocale, initI18n, loadAllStrings } from '@/lib/i18n';
import { clearSession } from '@/lib/session';
import { removeTestListeners } from './support/request-events';

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
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes axios's own rejection on unchanged
    return Promise.reject(error);
  },
);

// MSW's own count: a raw request the client gave up on (a faked timeout) is still answered later, and an
// answer that lands after the file's jsdom is gone throws (ProgressEvent is not defined).
// This file runs again for every test file of the process, and the server is shared: the previous file's
// counters go before this file's come.
let mswPending = 0;
const counters = Symbol.for('tests.mswCounters');
const store = globalThis as Record<symbol, { start: () => void; end: () => void } | undefined>;
const previous = store[counters];
if (previous) {
  server.events.removeListener('request:start', previous.start);
  server.events.removeListener('request:end', previous.end);
}
store[counters] = {
  start: () => {
    mswPending += 1;
  },
  end: () => {
    mswPending -= 1;
  },
};
server.events.on('request:start', store[counters].start);
server.events.on('request:end', store[counters].end);

async function settle(limitMs: number): Promise<void> {
  const started = Date.now();
  while ((inFlight > 0 || mswPending > 0) && Date.now() - started < limitMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  // The XHR emulation dispatches its events after MSW reports the request's end.
  await new Promise((resolve) => setTimeout(resolve, 0));
  inFlight = 0;
  mswPending = 0;
}

// engine.io-client keeps the WebSocket class it finds when it is first evaluated, and without isolation that
// module is shared by every file of the process. A file that imports socket.io-client at its top (evaluated
// while no server listens) would leave later files' sockets outside MSW: evaluate it under the interceptor first.
const socketClientLoaded = Symbol.for('tests.socketClientLoaded');
if (!(globalThis as Record<symbol, unknown>)[socketClientLoaded]) {
  server.listen({ onUnhandledRequest: 'error' });
  await import('socket.io-client');
  server.close();
  (globalThis as Record<symbol, unknown>)[socketClientLoaded] = true;
}

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

afterEach(async () => {
  cleanup();
  removeTestListeners();
  vi.useRealTimers();
  await settle(5000);
  server.resetHandlers();
  // The tab's own session goes with the storage (lib/session.ts): the next test starts as a fresh tab.
  clearSession();
  localStorage.clear();
  sessionStorage.clear();
  document.body.className = '';
  connectivity.answered(); // a network failure of this test says nothing about the next one's server
});

afterAll(async () => {
  await settle(8000);
  server.close();
});
