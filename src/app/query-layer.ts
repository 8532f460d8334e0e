import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query layer: the app's one query client, made when the first page beyond /login loads (its route,
 * QueryLayerRoute in query-layer-route.tsx, and the member pages' loaders make it, whichever comes first), so that
 * /login loads no TanStack Query code (/login's first load against the bare stack). Tests hand theirs
 * in; the session wiring reaches it through `current` (nothing to clear before it exists).
 */
export class QueryLayer {
  private client: QueryClient | undefined;

  constructor(client?: QueryClient) {
    this.client = client;
  }

  get current(): QueryClient | undefined {
    return this.client;
  }

  ensure(make: () => QueryClient): QueryClient {
    return (this.client ??= make());
  }
}

export const QueryLayerContext = createContext<QueryLayer | null>(null);
