import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppFeedback } from '@/components/app-feedback';
import { useKeepTabInDialogs } from '@/components/dialog/keep-tab-in-dialog';
import { QueryLayer, QueryLayerContext } from './query-layer';

export interface AppProviderProps {
  /** The app's query layer (made empty by createApp), or a test's own client. */
  queries: QueryLayer | QueryClient;
  children: ReactNode;
}

export function AppProvider({ queries, children }: AppProviderProps) {
  const [layer] = useState(() => (queries instanceof QueryLayer ? queries : new QueryLayer(queries)));
  useKeepTabInDialogs();
  return (
    <QueryLayerContext value={layer}>
      <AppFeedback>{children}</AppFeedback>
    </QueryLayerContext>
  );
}
