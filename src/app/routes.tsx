import { redirect, type RouteObject } from 'react-router';
import { clearSessionOnPublic, loginGuard, requireSession } from './guards/loaders';
import { RootLayout, RouteError, RouteFallback } from './root-layout';

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
          { path: '/register', lazy: () => import('./routes/register') },
          { path: '/howto', lazy: () => import('./routes/howto') },
          { path: '/contact', lazy: () => import('./routes/contact') },
        ],
      },
      {
        path: '/user',
        loader: requireSession,
        shouldRevalidate: () => true,
        lazy: () => import('./shells/member-shell').then((m) => ({ Component: m.MemberShell })),
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
