import { Suspense, useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterFirstPage } from '@/lib/after-first-page';
import { onSessionEnd } from '@/lib/session';
import { DialogContext, type DialogApi } from './use-dialog';
import { preloadable } from '../preloadable';
import type { DialogKind, DialogViewProps } from './dialog-view';
import { useToast } from '../toast/use-toast';

// The modal machinery (react-bootstrap Modal, transitions) is not part of the first load: it is fetched
// when the browser is idle after start, before a money move is confirmed (preloadDialogView), or at the latest
// when the first dialog opens.
// If that code cannot be loaded (offline since the page opened), the dialog's words come as a toast and it is
// answered as closed (a confirm as No: nothing is sent), so the app stays and the next dialog can open.
const DialogView = preloadable(
  () => import('./dialog-view').then((m) => m.DialogView),
  (_retry, props) => <DialogAsToast {...props} />,
);
/** After the page's own calls and images: when a page's dialogs' code is fetched ahead. */
export const DIALOG_PREFETCH_DELAY_MS = 2_000;
/** Long enough to read a dialog's title and words. */
const DIALOG_AS_TOAST_MS = 10_000;

/** Fetches the dialogs' code now: a screen about to need one (a money move's review) calls it. */
export const preloadDialogView = DialogView.prefetch;

interface DialogRequest {
  id: number;
  kind: DialogKind;
  title?: ReactNode;
  message?: ReactNode;
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  settle: (confirmed: boolean) => void;
}

type Open = (request: Omit<DialogRequest, 'id' | 'settle'>) => Promise<boolean>;

/** Each kind of dialog as the features ask for it, with its default title and text. */
function dialogApi(open: Open, t: TFunction): DialogApi {
  return {
    alert: async ({ title, message }) => {
      await open({ kind: 'alert', title, message });
    },
    confirm: ({ title, message, confirmLabel, cancelLabel }) =>
      open({ kind: 'confirm', title, message, confirmLabel, cancelLabel }),
    success: async ({ title, message, details } = {}) => {
      await open({
        kind: 'success',
        title: title ?? t('common.successTitle'),
        message: message ?? t('common.saved'),
        details,
      });
    },
    pending: async ({ title, message, details }) => {
      await open({ kind: 'pending', title: title ?? t('common.pendingTitle'), message, details });
    },
    error: async ({ title, message }) => {
      await open({ kind: 'error', title: title ?? t('common.errorTitle'), message });
    },
  };
}

export function DialogProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [queue, setQueue] = useState<DialogRequest[]>([]);
  // The answered dialog stays mounted until its exit animation ends; then the next one opens.
  const [closingId, setClosingId] = useState<number | null>(null);
  const nextId = useRef(0);

  const open = useCallback((request: Omit<DialogRequest, 'id' | 'settle'>) => {
    return new Promise<boolean>((resolve) => {
      nextId.current += 1;
      const entry: DialogRequest = { ...request, id: nextId.current, settle: resolve };
      setQueue((list) => [...list, entry]);
    });
  }, []);

  const api = useMemo(() => dialogApi(open, t), [open, t]);

  // A dialog belongs to the session that opened it: when the session ends, every open or queued one goes
  // (a pending confirm answers no), so none of them acts for the member who signs in next.
  useEffect(
    () =>
      onSessionEnd(() => {
        setQueue((list) => {
          list.forEach((request) => request.settle(false));
          return [];
        });
        setClosingId(null);
      }),
    [],
  );

  // Fetched ahead of the first dialog, but after the first page (it is no part of /login's first load).
  useEffect(() => afterFirstPage(preloadDialogView, DIALOG_PREFETCH_DELAY_MS), []);

  const current = queue[0];

  const answer = (confirmed: boolean) => {
    if (!current) return;
    current.settle(confirmed); // a second answer (e.g. Escape during the exit) is a no-op on a settled promise
    setClosingId(current.id);
  };

  const handleExited = () => {
    if (!current) return;
    const { id } = current;
    setQueue((list) => list.filter((request) => request.id !== id));
  };

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <DialogView
            key={current.id}
            kind={current.kind}
            title={current.title}
            message={current.message}
            details={current.details}
            confirmLabel={current.confirmLabel}
            cancelLabel={current.cancelLabel}
            show={closingId !== current.id}
            onAnswer={answer}
            onExited={handleExited}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}

/** A dialog whose code could not be loaded: its title and words as a toast, answered as closed once. */
function DialogAsToast({ title, message, onAnswer, onExited }: DialogViewProps) {
  const toast = useToast();
  const close = useEffectEvent(() => {
    toast.info(
      <>
        <b>{title}</b> {message}
      </>,
      DIALOG_AS_TOAST_MS,
    );
    onAnswer(false);
    onExited();
  });
  useEffect(() => close(), []);
  return null;
}
