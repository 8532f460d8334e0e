import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppFeedback } from '@/components/app-feedback';
import { useKeepTabInDialogs } from '@/components/dialog/keep-tab-in-dialog';
import { QuerySlot, QuerySlotContext } from './query-slot';

export interface AppProviderProps {
  /** The app's slot (made empty by createApp), or a test's own client. */
  queries: QuerySlot | QueryClient;
  children: ReactNode;
}

export function AppProvider({ queries, children }: AppProviderProps) {
  const [slot] = useState(() => (queries instanceof QuerySlot ? queries : new QuerySlot(queries)));
  useKeepTabInDialogs();
  return (
    <QuerySlotContext value={slot}>
      <AppFeedback>{children}</AppFeedback>
    </QuerySlotContext>
  );
}
