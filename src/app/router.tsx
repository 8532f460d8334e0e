import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import {
  BARE_PAGES,
  LOGIN_PATH,
  MEMBER_BASE,
  MEMBER_PAGES,
  pagePath,
  pageShown,
  PUBLIC_PAGES,
  ROOT_PATH,
  TERMINATED_PATH,
  type PageName,
} from '@/config/paths';
import { getActive } from '@/features/content/site';
import { TERMINATED_BODY_CLASS } from '@/features/content/model';
import { GONE } from '@/lib/http';
import { loadAllStrings } from '@/lib/i18n';
import { clearSession, hasSession } from '@/lib/session';
import { loginAddress } from './login-address';
import type { QueryLayer } from './query-layer';
import { RootLayout, RouteError } from './root-layout';

/** The layer every page but /login sits under: TanStack Query and the app's query client (not in /login's load). */
const layer = () => import('./query-layer-route');
const layerRoute = () => layer().then((m) => ({ Component: m.QueryLayerRoute }));
const publicShell = () => import('./shells/public-shell').then((m) => ({ Component: m.PublicShell }));
const memberShell = () => import('./shells/member-shell').then((m) => ({ Component: m.MemberShell }));

/** A page beyond /login renders once every string of the language is in (see locales/sections.ts). */
const withAllStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllStrings()]).then(([module]) => module);

/** A page under the query layer: the first to load makes the app's query client; its loader starts its first calls. */
const page = (queries: QueryLayer, name: Exclude<PageName, 'login'>) => async () => {
  const { loadPage, createQueryClient } = await layer();
  const client = queries.ensure(createQueryClient);
  const { Component, clientLoader } = await loadPage(name);
  if (!clientLoader) return { Component };
  const loader = ({ request }: LoaderFunctionArgs) => {
    if (hasSession()) clientLoader(client, new URL(request.url));
    return null;
  };
  return { Component, loader };
};

/** The member area's guard and the root's: to the page the guards show (pageShown), /login keeping the address. */
function showGuardedPage({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = pagePath(url.pathname);
  const shown = pageShown(path, hasSession());
  if (shown === path) return null;
  return redirect(shown === LOGIN_PATH ? loginAddress(url.pathname + url.search + url.hash) : shown);
}

/** Visiting the public shell with a stored token clears the stored session. */
function clearSessionOnPublic() {
  if (hasSession()) clearSession();
  return null;
}

/** Before /login: a site the active lookup calls `gone` goes to /terminated (a `gone` error: the client's rule). */
async function loginGuard() {
  // Any failure must not lock members out of the login page.
  const active = await getActive().catch(() => null);
  if (active?.terminated === GONE) return redirect(TERMINATED_PATH);
  document.body.classList.remove(TERMINATED_BODY_CLASS);
  return null;
}

/** The route table (spec section 2), its addresses and pages from config/paths.ts. */
export const createRoutes = (queries: QueryLayer): RouteObject[] => [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: ROOT_PATH, loader: showGuardedPage },
      {
        lazy: publicShell,
        loader: clearSessionOnPublic,
        children: [
          // /login renders with the startup strings only (see locales/sections.ts) and runs no queries.
          { path: LOGIN_PATH, loader: loginGuard, lazy: () => import('./routes/login') },
          {
            lazy: layerRoute,
            children: PUBLIC_PAGES.flatMap(([path, name]) =>
              name === 'login' ? [] : [{ path, lazy: withAllStrings(page(queries, name)) }],
            ),
          },
        ],
      },
      {
        lazy: layerRoute,
        children: [
          {
            path: MEMBER_BASE,
            loader: showGuardedPage,
            shouldRevalidate: () => true,
            lazy: withAllStrings(memberShell),
            children: Object.entries(MEMBER_PAGES).map(([path, name]) => ({ path, lazy: page(queries, name) })),
          },
          ...BARE_PAGES.map(([path, name]) => ({ path, lazy: page(queries, name) })),
        ],
      },
    ],
  },
];
