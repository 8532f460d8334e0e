import type { ReactNode } from 'react';
import { DialogProvider } from './dialog/dialog-provider';
import { ToastProvider } from './toast/toast-provider';

/** Toasts and dialogs for the whole app; mount once near the root. */
export function AppFeedback({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <DialogProvider>{children}</DialogProvider>
    </ToastProvider>
  );
}
