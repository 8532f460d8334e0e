import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import type { PageName } from './page-table';
import { QueryLayerContext } from './query-layer';

export { createQueryClient };

/** The route every page but /login sits under: their queries' client, made as the first of them loaded (router.tsx). */
export function QueryLayerRoute() {
  const client = useContext(QueryLayerContext)?.current;
  if (!client) throw new Error('the query layer renders inside AppProvider, under a page that made its client');
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * What a page module exports: its page, and the calls it needs first (started by its route, through the one client
 * into the app's query client, before the page renders; the page finds them under way). None is awaited: the page
 * paints what it knows while they run, and a failure is its error state with Try again (STARTED_BY_ROUTE).
 */
export interface PageModule {
  Component: React.ComponentType;
  clientLoader?: (client: QueryClient, url: URL) => void;
}

/**
 * The module of each page beneath this layer (all but /login), by its name in the page table (page-table.ts names
 * each src/app/routes/<name>.tsx), one chunk each (vite-plugins/chunk-plan.ts): the router loads them through the
 * layer, which every one of those routes loads anyway, so that /login's code carries none of their imports. A first
 * load has preloaded both (the head start). A page's parts are in a folder of its own (routes/home/, routes/contact/).
 */
const MODULES = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/login.tsx']);

export function loadPage(name: Exclude<PageName, 'login'>): Promise<PageModule> {
  const load = MODULES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no page module src/app/routes/${name}.tsx`);
  return load();
}
