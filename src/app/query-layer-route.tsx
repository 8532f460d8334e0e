import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import type { PageName } from './page-table';
import { QueryLayerContext } from './query-layer';
import type { PageModule } from './router';

export { createQueryClient };

/** The route every page but /login sits under: their queries' client, made with the first of them. */
export function QueryLayerRoute() {
  const layer = useContext(QueryLayerContext);
  if (!layer) throw new Error('the query layer renders inside AppProvider');
  return (
    <QueryClientProvider client={layer.ensure(createQueryClient)}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * The module of each page beneath this layer (all but /login), one chunk each (vite-plugins/chunk-plan.ts): the
 * router loads them through the layer, which every one of those routes loads anyway, so that /login's code carries
 * none of their imports. A first load has preloaded both (the head start).
 */
export const PAGES: Record<Exclude<PageName, 'login'>, () => Promise<PageModule>> = {
  register: () => import('./routes/register'),
  howto: () => import('./routes/howto'),
  'public-contact': () => import('./routes/public-contact'),
  'member-home': () => import('./routes/member-home'),
  profile: () => import('./routes/profile'),
  bonus: () => import('./routes/bonus'),
  statement: () => import('./routes/statement'),
  'member-contact': () => import('./routes/member-contact'),
  spin: () => import('./routes/spin'),
  terminated: () => import('./routes/terminated'),
  'not-found': () => import('./routes/not-found'),
};
