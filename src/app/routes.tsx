import { redirect, type RouteObject } from 'react-router-dom';
import { loadAllStrings } from '@/lib/i18n';
import { clearSessionOnPublic, loginGuard, requireSession } from './guards/loaders';
import { RootLayout, RouteError, RouteFallback } from './root-layout';

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
      { path: '/', loader: () => redirect('/user') },
      {
        lazy: () => import('./shells/public-shell').then((m) => ({ Component: m.PublicShell })),
        loader: clearSessionOnPublic,
        children: [
          { path: '/login', loader: loginGuard, lazy: () => import('./routes/login') },
          { path: '/register', lazy: withAllStrings(() => import('./routes/register')) },
          { path: '/howto', lazy: withAllStrings(() => import('./routes/howto')) },
          { path: '/contact', lazy: withAllStrings(() => import('./routes/contact')) },
        ],
      },
      {
        path: '/user',
        loader: requireSession,
        shouldRevalidate: () => true,
        lazy: withAllStrings(() => import('./shells/member-shell').then((m) => ({ Component: m.MemberShell }))),
        children: [
          { index: true, loader: () => redirect('/user/home') },
          { path: 'home', lazy: () => import('./routes/member-home') },
          { path: 'profile', lazy: () => import('./routes/profile') },
          { path: 'bonus', lazy: () => import('./routes/bonus') },
          { path: 'statement', lazy: () => import('./routes/statement') },
          { path: 'contact', lazy: () => import('./routes/member-contact') },
          { path: 'spin', lazy: () => import('./routes/spin') },
        ],
      },
      { path: '/terminated', lazy: () => import('./routes/terminated') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];
