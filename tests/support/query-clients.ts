import type { QueryClient } from '@tanstack/react-query';

/**
 * The query clients of the apps a test rendered (render-app.tsx). A page the test leaves while its work is under way
 * would go on with it during the next test: home's entry waits 200 ms, then refreshes the game accounts, a call the
 * next test then sees among its own (tests/integration/wallet/money-dialogs-prefetch.test.tsx failed so in a CI run).
 */
const clients = new Set<QueryClient>();

export function trackQueryClient(client: QueryClient): void {
  clients.add(client);
}

/**
 * Waits (up to `limitMs`) until no query of those clients is fetching any more; then forgets them. Under fake timers
 * it only forgets them: the test's timers end with it, so its pages' pending work never goes on.
 */
export async function settleQueryClients(limitMs: number, fakeTimers: boolean): Promise<void> {
  const started = Date.now();
  const busy = () => [...clients].some((client) => client.isFetching() > 0);
  while (!fakeTimers && busy() && Date.now() - started < limitMs)
    await new Promise((resolve) => setTimeout(resolve, 10));
  clients.clear();
}
