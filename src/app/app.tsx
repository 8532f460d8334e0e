import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { routes } from './routes';
import { wireSession } from './session-wiring';

function createApp() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);
  wireSession(router, queryClient);
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createApp);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
