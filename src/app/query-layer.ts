import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The app's one query client, made when the first page beyond /login loads (router.tsx): /login loads no TanStack
 * Query. Tests hand theirs in; until it is made, `current` is empty and there is nothing to clear.
 */
export class QueryLayer {
  constructor(public current?: QueryClient) {}

  ensure(make: () => QueryClient): QueryClient {
    return (this.current ??= make());
  }
}

export const QueryLayerContext = createContext<QueryLayer | null>(null);
