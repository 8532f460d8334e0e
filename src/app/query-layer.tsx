import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createQueryClient } from '@/lib/query-client';
import { QuerySlotContext } from './query-slot';

/** Every page but /login sits under this route: their queries' client, made with the first of them. */
export function Component() {
  const slot = useContext(QuerySlotContext);
  if (!slot) throw new Error('the query layer renders inside AppProvider');
  return (
    <QueryClientProvider client={slot.ensure(createQueryClient)}>
      <Outlet />
    </QueryClientProvider>
  );
}
