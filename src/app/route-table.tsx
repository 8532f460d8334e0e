import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadAllStrings } from '@/lib/i18n';
import { hasSession } from '@/lib/session';
import { clearSessionOnPublic, loginGuard, requireSession } from './guards/route-guards';
import { LOGIN_PATH, MEMBER_BASE, MEMBER_LANDING, memberPath, ROOT_PATH } from '@/config/paths';
import { BARE_PAGES, MEMBER_PAGES, PUBLIC_PAGES } from './page-table';
import type { lazyPages, memberPages } from './member-area';
import type { QueryLayer } from './query-layer';
import { RootLayout, RouteError, RouteFallback } from './root-layout';

/** Everything beneath the query layer comes from one module: see member-area.tsx. */
const area = () => import('./member-area');
const memberPage = (name: keyof typeof memberPages) => () => area().then((m) => m.memberPages[name]);
const lazyPage = (name: keyof typeof lazyPages) => () => area().then((m) => m.lazyPages[name]());

/** The pages beyond /login sit under this layout: it brings TanStack Query and the app's query client. */
const queryLayer = () => area().then((m) => ({ Component: m.QueryLayerRoute }));
const memberShell = () => area().then((m) => ({ Component: m.MemberShell }));
const publicShell = () => import('./shells/public-shell').then((m) => ({ Component: m.PublicShell }));
/** Reached by redirect, seldom: their own small chunks. */
const barePages = {
  terminated: () => import('./routes/terminated'),
  'not-found': () => import('./routes/not-found'),
} satisfies Record<(typeof BARE_PAGES)[keyof typeof BARE_PAGES], () => Promise<unknown>>;

/** A page beyond /login renders once every string of the language is in (see locales/sections.ts). */
const withAllStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllStrings()]).then(([module]) => module);

/**
 * A member page's loader: its calls start as its route does, with the member area's code (src/app/page-loaders.ts),
 * through the one client into the app's query client. Without a session the shell's guard sends the visitor to
 * /login and nothing is asked.
 */
const pageLoader =
  (queries: QueryLayer, name: keyof typeof memberPages) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (!hasSession()) return null;
    const { pageLoaders, createQueryClient } = await area();
    pageLoaders[name]?.(queries.ensure(createQueryClient), new URL(request.url));
    return null;
  };

/**
 * The route table (spec section 2) of an app whose query client `queries` holds, once made; /login and the public
 * shell load on their own, the rest mostly in one chunk.
 */
export const createRoutes = (queries: QueryLayer): RouteObject[] => [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: ROOT_PATH, loader: () => redirect(MEMBER_BASE) },
      {
        lazy: publicShell,
        loader: clearSessionOnPublic,
        children: [
          // /login renders with the startup strings only (see locales/sections.ts) and runs no queries.
          { path: LOGIN_PATH, loader: loginGuard, lazy: () => import('./routes/login') },
          {
            lazy: queryLayer,
            children: Object.entries(PUBLIC_PAGES).flatMap(([path, name]) =>
              name === 'login' ? [] : [{ path, lazy: withAllStrings(lazyPage(name)) }],
            ),
          },
        ],
      },
      {
        lazy: queryLayer,
        children: [
          {
            path: MEMBER_BASE,
            loader: requireSession,
            shouldRevalidate: () => true,
            lazy: withAllStrings(memberShell),
            children: [
              { index: true, loader: () => redirect(memberPath(MEMBER_LANDING)) },
              ...Object.entries(MEMBER_PAGES).map(([path, name]) => ({
                path,
                loader: pageLoader(queries, name),
                lazy: memberPage(name),
              })),
            ],
          },
          ...Object.entries(BARE_PAGES).map(([path, name]) => ({ path, lazy: barePages[name] })),
        ],
      },
    ],
  },
];
