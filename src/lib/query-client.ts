import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './http';

/**
 * One client per app (and per test); server answers and unreadable (contract) answers are not retried,
 * lost connections once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && (error.kind === 'server' || error.kind === 'contract')),
      },
      mutations: { retry: false },
    },
  });
}
