import { useMemo, useRef, type ReactNode } from 'react';
import { useToast } from './use-toast';

export interface StepErrors {
  /** Shows a red toast that belongs to this step. */
  danger(message: ReactNode, durationMs?: number): void;
  /** Takes this step's red toasts off the screen: call it when the step succeeds. */
  clear(): void;
}

/** The error toasts of one step of a flow, so a success does not leave a stale "wrong code" on screen. */
export function useStepErrors(): StepErrors {
  const toast = useToast();
  const shown = useRef<number[]>([]);
  return useMemo(
    () => ({
      danger(message, durationMs) {
        shown.current.push(toast.danger(message, durationMs));
      },
      clear() {
        for (const id of shown.current) toast.dismiss(id);
        shown.current = [];
      },
    }),
    [toast],
  );
}
