import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { QueryLayerContext } from './query-layer';

export { createQueryClient };

/** The route every page but /login sits under: their queries' client, made with the first of them. */
export function QueryLayerRoute() {
  const layer = useContext(QueryLayerContext);
  if (!layer) throw new Error('the query layer renders inside AppProvider');
  return (
    <QueryClientProvider client={layer.ensure(createQueryClient)}>
      <Outlet />
    </QueryClientProvider>
  );
}
