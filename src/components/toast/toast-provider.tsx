import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { onSessionEnd } from '@/lib/session';
import {
  TOAST_DEFAULT_DURATION_MS,
  ToastContext,
  type ToastApi,
  type ToastOptions,
  type ToastVariant,
} from './use-toast';
import { ToastItem } from './toast-item';

interface ToastEntry {
  id: number;
  message: ReactNode;
  variant: ToastVariant;
  durationMs: number;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(({ message, variant = 'info', durationMs = TOAST_DEFAULT_DURATION_MS }: ToastOptions) => {
    nextId.current += 1;
    const entry = { id: nextId.current, message, variant, durationMs };
    setToasts((list) => [...list, entry]);
    return entry.id;
  }, []);

  // Toasts of a session that has ended go with it.
  useEffect(() => onSessionEnd(() => setToasts([])), []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (message, durationMs) => show({ message, variant: 'success', durationMs }),
      danger: (message, durationMs) => show({ message, variant: 'danger', durationMs }),
      info: (message, durationMs) => show({ message, variant: 'info', durationMs }),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* .toasts (_shell.scss): full width up to a cap so toasts fit small phones; the empty container must
          not block taps. A class, not a style attribute: the CSP drops style attributes in prerendered HTML.
          The markup react-bootstrap's ToastContainer renders for top-center, without its table of every position. */}
      <div className="toast-container position-fixed top-0 start-50 translate-middle-x toasts p-3">
        {toasts.map((toast) => (
          <ToastItem
            key={toast.id}
            id={toast.id}
            message={toast.message}
            variant={toast.variant}
            durationMs={toast.durationMs}
            onDismiss={dismiss}
          />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
