import { createContext, type ReactNode, useContext } from 'react';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastOptions {
  message: ReactNode;
  variant?: ToastVariant;
  durationMs?: number;
}

/** Each call returns the toast's id, for dismiss(). */
export interface ToastApi {
  show(options: ToastOptions): number;
  success(message: ReactNode, durationMs?: number): number;
  danger(message: ReactNode, durationMs?: number): number;
  info(message: ReactNode, durationMs?: number): number;
  /** Takes a toast off the screen before its time (nothing when it is already gone). */
  dismiss(id: number): void;
}

export const TOAST_DEFAULT_DURATION_MS = 3000;

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
