import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * One client per app (and per test); only a lost connection is tried once more. Server answers, unreadable
 * (contract) answers, calls refused for a session another tab ended, and timeouts are not: a call that waited its
 * 60 s shows its error with Try again then (spec section 7), not after a second wait.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.kind !== 'network'),
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Options of a query a route's loader starts (a page module's `clientLoader`, src/app/router.tsx): an answer that failed before the page
 * mounted is the page's error with Try again, not sent again behind the member's back as the page mounts.
 */
export const STARTED_BY_ROUTE = { retryOnMount: false } as const;
