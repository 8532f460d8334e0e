import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { QueryLayerContext } from './query-layer';
import * as bonus from './routes/bonus';
import * as memberContact from './routes/member-contact';
import * as memberHome from './routes/member-home';
import * as profile from './routes/profile';
import * as spin from './routes/spin';
import * as statement from './routes/statement';
import type { MEMBER_PAGES, PUBLIC_PAGES } from './page-table';

type Module = Record<string, unknown>;
type Names<T> = T[keyof T];

/*
 * Everything beneath the query layer loads through this module, so that the build puts the layer, the member
 * shell and every member page in one chunk. Split by route, a member page's first load asked for 21 files,
 * each a round trip on one of six connections of a slow phone network; this way it asks for 7, for some
 * kilobytes of the other member pages' code. The public pages beneath the layer stay lazy: loaded from here,
 * their chunks hold only their own code. The two pages outside either shell load from route-table.tsx.
 */
export { MemberShell } from './shells/member-shell';
export { pageLoaders } from './page-loaders';
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

export const memberPages = {
  'member-home': memberHome,
  profile,
  bonus,
  statement,
  'member-contact': memberContact,
  spin,
} satisfies Record<Names<typeof MEMBER_PAGES>, Module>;

export const lazyPages = {
  register: () => import('./routes/register'),
  howto: () => import('./routes/howto'),
  'public-contact': () => import('./routes/public-contact'),
} satisfies Record<Exclude<Names<typeof PUBLIC_PAGES>, 'login'>, () => Promise<Module>>;
