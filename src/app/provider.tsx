import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppFeedback } from '@/components/app-feedback';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppFeedback>{children}</AppFeedback>
    </QueryClientProvider>
  );
}
