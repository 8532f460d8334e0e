import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query layer: the app's one query client, made when the first page beyond /login loads (router.tsx), so that
 * /login loads no TanStack Query code (/login's first load against the bare stack). Tests hand theirs in; the
 * layer's route (query-layer-route.tsx) and the session wiring reach it through `current` (nothing to clear before
 * it exists).
 */
export class QueryLayer {
  constructor(public current?: QueryClient) {}

  ensure(make: () => QueryClient): QueryClient {
    return (this.current ??= make());
  }
}

export const QueryLayerContext = createContext<QueryLayer | null>(null);
