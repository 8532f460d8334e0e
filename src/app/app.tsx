import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { routes } from './routes';
import { wireSession } from './session-wiring';

export type AppInstance = ReturnType<typeof createApp>;

/** The query client and the router; creating the router starts the first page's loaders. */
export function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  wireSession(router, queryClient);
  return { queryClient, router };
}

export function App({ app }: { app?: AppInstance }) {
  const [{ queryClient, router }] = useState(() => app ?? createApp());
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
