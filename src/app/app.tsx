import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { getActive } from '@/features/content/site';
import { AppProvider } from './provider';
import { QueryLayer } from './query-layer';
import { createRoutes } from './router';
import { ConnectionNotices } from './service-worker/connection-notices';
import { wireSession } from './session-wiring';

export type AppInstance = ReturnType<typeof createApp>;

/** The router and the (still empty) query layer; creating the router starts the first page's loaders. */
export function createApp() {
  const queries = new QueryLayer();
  const router = createBrowserRouter(createRoutes(queries));
  wireSession(router, () => queries.current);
  return { queries, router };
}

export function App({ app }: { app?: AppInstance }) {
  const [{ queries, router }] = useState(() => app ?? createApp());
  return (
    <AppProvider queries={queries}>
      <ConnectionNotices
        onBackOnline={() => {
          void router.revalidate();
          void queries.current?.invalidateQueries();
        }}
        probe={getActive}
      />
      <RouterProvider router={router} />
    </AppProvider>
  );
}
