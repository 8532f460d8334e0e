import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * One client per app (and per test); server answers, unreadable (contract) answers and calls refused for a
 * session another tab ended are not retried, lost connections once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout'),
      },
      mutations: { retry: false },
    },
  });
}
