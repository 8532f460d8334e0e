import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The app's one query client, made by the first page that runs queries (src/app/query-layer.tsx), so that
 * /login loads no TanStack Query code (issue 20: /login's first load against the bare stack). Tests hand
 * theirs in; the session wiring reaches it through `current` (nothing to clear before it exists).
 */
export class QuerySlot {
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

export const QuerySlotContext = createContext<QuerySlot | null>(null);
