import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { LOCALES } from '@/config';
import { LOGIN_PATH } from '@/config/paths';
import { initI18n } from '@/lib/i18n';
import { App } from '../app';
import { QueryLayer } from '../query-layer';
import { createRoutes } from '../router';
import { routerReady } from './take-over';

/** The route table without its loaders: the build has no backend to ask and no stored session. */
function withoutLoaders(table: RouteObject[]): RouteObject[] {
  return table.map(
    ({ loader: _loader, children, ...route }) =>
      (children ? { ...route, children: withoutLoaders(children) } : route) as RouteObject,
  );
}

/**
 * /login as the app's first render gives it in each language: the same tree src/main.tsx hydrates (App in
 * StrictMode, the same routes), so ids and markup match. Run by the build (vite-plugins/prerender-login.ts).
 */
export async function renderLoginPages() {
  const pages: Record<string, string> = {};
  for (const locale of LOCALES) {
    await initI18n(locale);
    const queries = new QueryLayer();
    const router = createMemoryRouter(withoutLoaders(createRoutes(queries)), { initialEntries: [LOGIN_PATH] });
    await routerReady(router);
    pages[locale] = renderToString(
      <StrictMode>
        <App app={{ queries, router }} />
      </StrictMode>,
    );
    router.dispose();
  }
  return pages;
}
