import { createContext, type ReactNode } from 'react';

export type ToastVariant = 'success' | 'danger' | 'info';

export interface ToastOptions {
  message: ReactNode;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface ToastApi {
  show(options: ToastOptions): void;
  success(message: ReactNode, durationMs?: number): void;
  danger(message: ReactNode, durationMs?: number): void;
  info(message: ReactNode, durationMs?: number): void;
}

export const TOAST_DEFAULT_DURATION_MS = 3000;

export const ToastContext = createContext<ToastApi | null>(null);
