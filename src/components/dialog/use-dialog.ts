import { createContext, type ReactNode, useContext } from 'react';

export interface AlertOptions {
  title?: ReactNode;
  message: ReactNode;
}

export interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface SuccessOptions {
  title?: ReactNode;
  message?: ReactNode;
  /** Shown under the message, outside the dialog's description: the receipt of a money move. */
  details?: ReactNode;
}

export interface ErrorOptions {
  title?: ReactNode;
  message: ReactNode;
}

export interface DialogApi {
  alert(options: AlertOptions): Promise<void>;
  /** Resolves true on confirm; false on cancel, Escape or a backdrop click. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  success(options?: SuccessOptions): Promise<void>;
  /**
   * A request the server accepted that is not done yet (a withdrawal waiting for its bank transfer, a slip being
   * checked): titled In progress with a clock, never Success with a tick.
   */
  pending(options: SuccessOptions): Promise<void>;
  error(options: ErrorOptions): Promise<void>;
}

export const DialogContext = createContext<DialogApi | null>(null);

export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog must be used inside <DialogProvider>');
  return api;
}
