import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import type { PageName } from '@/config/paths';
import { createQueryClient } from '@/lib/query-client';
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
 * A page module: its page, and the calls it needs first, which its route starts into the query client before the
 * page renders. None is awaited: a failure is the page's error state with Try again (STARTED_BY_ROUTE).
 */
export interface PageModule {
  Component: React.ComponentType;
  clientLoader?: (client: QueryClient, url: URL) => void;
}

/**
 * Each page module beneath this layer (all but /login), one chunk each (vite-plugins/chunk-plan.ts), by its name in
 * config/paths.ts. Loaded through the layer, so that /login's code carries none of their imports.
 */
const MODULES = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/login.tsx']);

export function loadPage(name: Exclude<PageName, 'login'>): Promise<PageModule> {
  const load = MODULES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`no page module src/app/routes/${name}.tsx`);
  return load();
}
