import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, MEMBER_BASE, pageShown, ROOT_PATH, TERMINATED_PATH } from '@/config/paths';
import { getActive } from '@/features/content/site';
import { TERMINATED_BODY_CLASS } from '@/features/content/model';
import { GONE } from '@/lib/http';
import { loadAllStrings } from '@/lib/i18n';
import { clearSession, hasSession } from '@/lib/session';
import { loginAddress } from './login-address';
import { BARE_PAGES, MEMBER_PAGES, PUBLIC_PAGES, type PageName } from './page-table';
import type { QueryLayer } from './query-layer';
import { RootLayout, RouteError } from './root-layout';

/** The layer every page but /login sits under: TanStack Query and the app's query client (not on /login's load). */
const layer = () => import('./query-layer-route');
const publicShell = () => import('./shells/public-shell').then((m) => ({ Component: m.PublicShell }));
const memberShell = () => import('./shells/member-shell').then((m) => ({ Component: m.MemberShell }));

/** A page beyond /login renders once every string of the language is in (see locales/sections.ts). */
const withAllStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllStrings()]).then(([module]) => module);

/**
 * A page beneath the query layer. Every address beneath the layer shows one (the member shell's own address
 * redirects), so the app's query client is made here, by the first of them to load, before anything under the layer
 * renders or loads. Its first calls' loader (if it has any) starts them in that client; without a session the member
 * area's guard sends the visitor to /login and nothing is asked.
 */
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

/**
 * The member area's guard and the root's: sends an address to the page the guards show for it (pageShown, also
 * read by index.html's head start): the landing page, or /login keeping where the member wanted to go.
 */
function showGuardedPage({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, '');
  const shown = pageShown(path, hasSession());
  if (shown === path) return null;
  return redirect(shown === LOGIN_PATH ? loginAddress(url.pathname + url.search + url.hash) : shown);
}

/** Visiting the public shell with a stored token clears the stored session. */
function clearSessionOnPublic() {
  if (hasSession()) clearSession();
  return null;
}

/**
 * Before /login: a site whose active lookup answers `terminated: 'gone'` goes to /terminated, an active one loses
 * the terminated style. A `gone` error, from this call as from any other, is lib/http.ts's rule: the client has
 * sent the tab to /terminated already (session-wiring.ts), and that navigation replaces this one.
 */
async function loginGuard() {
  // Any failure must not lock members out of the login page.
  const active = await getActive().catch(() => null);
  if (active?.terminated === GONE) return redirect(TERMINATED_PATH);
  document.body.classList.remove(TERMINATED_BODY_CLASS);
  return null;
}

/**
 * The route table (spec section 2) of an app whose query client `queries` holds, once made: the addresses and
 * their pages come from the page table (page-table.ts, which the build's route preloading reads too).
 */
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
            lazy: () => layer().then((m) => ({ Component: m.QueryLayerRoute })),
            children: Object.entries(PUBLIC_PAGES).flatMap(([path, name]) =>
              name === 'login' ? [] : [{ path, lazy: withAllStrings(page(queries, name)) }],
            ),
          },
        ],
      },
      {
        lazy: () => layer().then((m) => ({ Component: m.QueryLayerRoute })),
        children: [
          {
            path: MEMBER_BASE,
            loader: showGuardedPage,
            shouldRevalidate: () => true,
            lazy: withAllStrings(memberShell),
            children: Object.entries(MEMBER_PAGES).map(([path, name]) => ({
              path,
              lazy: page(queries, name),
            })),
          },
          ...Object.entries(BARE_PAGES).map(([path, name]) => ({ path, lazy: page(queries, name) })),
        ],
      },
    ],
  },
];
