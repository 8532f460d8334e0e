import type { ComponentType } from 'react';
import { redirect, type RouteObject } from 'react-router-dom';
import { loadAllStrings } from '@/lib/i18n';
import { clearSessionOnPublic, loginGuard, requireSession } from './guards/loaders';
import {
  BARE_PAGES,
  LOGIN_PATH,
  MEMBER_BASE,
  MEMBER_LANDING,
  MEMBER_PAGES,
  PUBLIC_PAGES,
  SHELLS,
  type PageName,
} from './page-table';
import { RootLayout, RouteError, RouteFallback } from './root-layout';

type Module = Record<string, unknown>;
const pageModules = import.meta.glob<Module>(['./routes/*.tsx', '!./routes/contact-page.tsx']);
const shellModules = import.meta.glob<Module>('./shells/*-shell.tsx');
const page = (name: PageName) => pageModules[`./routes/${name}.tsx`];
const shell = (name: keyof typeof SHELLS, component: string) => () =>
  shellModules[`./shells/${SHELLS[name]}.tsx`]().then((m) => ({ Component: m[component] as ComponentType }));

/** The pages beyond /login sit under this layout: it brings TanStack Query and the app's query client. */
const queryLayer = () => import('./query-layer');

/** A page beyond /login renders once every string of the language is in (see locales/sections.ts). */
const withAllStrings =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadAllStrings()]).then(([module]) => module);

/** The route table (spec section 2); every page is its own lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: '/', loader: () => redirect(MEMBER_BASE) },
      {
        lazy: shell('public', 'PublicShell'),
        loader: clearSessionOnPublic,
        children: [
          // /login renders with the startup strings only (see locales/sections.ts) and runs no queries.
          { path: LOGIN_PATH, loader: loginGuard, lazy: page('login') },
          {
            lazy: queryLayer,
            children: Object.entries(PUBLIC_PAGES)
              .filter(([path]) => path !== LOGIN_PATH)
              .map(([path, name]) => ({ path, lazy: withAllStrings(page(name)) })),
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
            lazy: withAllStrings(shell('member', 'MemberShell')),
            children: [
              { index: true, loader: () => redirect(`${MEMBER_BASE}/${MEMBER_LANDING}`) },
              ...Object.entries(MEMBER_PAGES).map(([path, name]) => ({ path, lazy: page(name) })),
            ],
          },
          ...Object.entries(BARE_PAGES).map(([path, name]) => ({ path, lazy: page(name) })),
        ],
      },
    ],
  },
];
