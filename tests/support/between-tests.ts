/**
 * The one place that puts the test process back to a fresh tab after each test (tests/setup.ts calls it).
 *
 * Each vitest process runs its files one after another in one module graph (vite.config.ts, `isolate: false`:
 * a fresh graph per file cost more than the tests, see the commit that chose it), so module state outlives
 * the test that made it. Every piece of state that must not is reset here, named with the module that owns it;
 * a module that gains state a test can leave behind gets its line in `MODULE_STATE`, nowhere else.
 *
 * This module is evaluated once per module graph (tests/setup.ts runs again for every file, its imports do
 * not), so what it wires at the top (the call counters, the socket client under the interceptor) is wired once.
 */
import { onlineManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { server } from '@mocks/node';
import { unwireSession } from '@/app/session-wiring';
import { forgetBalancesHiddenInMemory } from '@/features/wallet/balance-visibility';
import { connectivity } from '@/lib/connectivity';
import { forgetReplays, http } from '@/lib/http';
import { forgetIntentsInMemory } from '@/lib/kept-intents';
import { clearSession } from '@/lib/session';
import { settleQueryClients } from './query-clients';
import { removeTestListeners } from './request-events';

// Calls still in flight when a test ends must settle before the next test starts: a late invalid-token answer
// would otherwise clear the next test's session. Axios's count (calls the app made) and MSW's (a raw request the
// client gave up on, a faked timeout, is still answered later, and an answer that lands after the file's jsdom
// is gone throws "ProgressEvent is not defined").
let inFlight = 0;
let mswPending = 0;
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
server.events.on('request:start', () => {
  mswPending += 1;
});
server.events.on('request:end', () => {
  mswPending -= 1;
});

// engine.io-client keeps the WebSocket class it finds when it is first evaluated, and that module is shared by
// every file of the graph. A file that imports socket.io-client at its top (evaluated while no server listens)
// would leave later files' sockets outside MSW: evaluate it under the interceptor first.
server.listen({ onUnhandledRequest: 'error' });
await import('socket.io-client');
server.close();

/** Waits (up to `limitMs`) for the calls of the test that ended; then the counts start again from zero. */
export async function settleCalls(limitMs: number): Promise<void> {
  const started = Date.now();
  while ((inFlight > 0 || mswPending > 0) && Date.now() - started < limitMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  // The XHR emulation dispatches its events after MSW reports the request's end.
  await new Promise((resolve) => setTimeout(resolve, 0));
  inFlight = 0;
  mswPending = 0;
}

/** Module state a test can leave behind, by the module that owns it, and how that module starts afresh. */
const MODULE_STATE: Record<string, () => void> = {
  // The tab's own session goes with the storage: the next test starts as a fresh tab.
  'lib/session.ts: the token this tab signed in with': clearSession,
  'lib/kept-intents.ts: the money intents this page holds in memory': forgetIntentsInMemory,
  'features/wallet/balance-visibility.ts: the hide-balance choice a tab that refused storage holds in memory':
    forgetBalancesHiddenInMemory,
  'storage: token, guest id, language, kept intents': () => {
    localStorage.clear();
    sessionStorage.clear();
  },
  // A network failure of this test says nothing about the next one's server.
  'lib/connectivity.ts: server unreachable': connectivity.answered,
  "@tanstack/query-core onlineManager: the browser's online flag as TanStack Query heard it": () =>
    onlineManager.setOnline(true),
  'lib/http.ts: answers marked as replays, not yet read': forgetReplays,
  // A test that wires the client without an app (tests/unit/lib) is undone by the same call.
  "app/session-wiring.ts: what the test's app wired (the client's handlers, the other tabs' watch, the session's end)":
    unwireSession,
  'document.body: classes a screen set (the terminated view)': () => {
    document.body.className = '';
  },
};

/**
 * After each test: unmount, the work its pages had under way done, real timers, the test's calls settled, the mock's
 * handlers and all module state reset.
 */
export async function resetBetweenTests(): Promise<void> {
  cleanup();
  // request-events.ts: the listeners a test added go first, so none of them sees the calls that settle now.
  removeTestListeners();
  await settleQueryClients(2000, vi.isFakeTimers());
  vi.useRealTimers();
  await settleCalls(5000);
  server.resetHandlers();
  for (const reset of Object.values(MODULE_STATE)) reset();
}
