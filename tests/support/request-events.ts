/**
 * Listening to the requests that reach the mock. A listener added here lasts until the end of the test:
 * tests/support/between-tests.ts removes it (and only it; the call counters there stay).
 */
import { server } from '@mocks/node';

type StartListener = (event: { request: Request; requestId: string }) => void | Promise<void>;

const added = new Set<StartListener>();

export function onRequestStart(listener: StartListener): void {
  server.events.on('request:start', listener);
  added.add(listener);
}

export function removeTestListeners(): void {
  for (const listener of added) server.events.removeListener('request:start', listener);
  added.clear();
}

/** "METHOD /path" of every request from now on. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  onRequestStart(({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}
