import { config } from '@/config';
import type { ApiError, ContractError } from '../api-error';

/** What the call client reports; the reporter (loaded only with VITE_REPORT_URL) turns it into a Report. */
export type Signal =
  | { kind: 'contract'; error: ContractError }
  | { kind: 'money'; endpoint: string; error: ApiError }
  | { kind: 'error' | 'rejection'; error: unknown };

const EARLY_LIMIT = 20;
const early: Signal[] = [];
let sink: ((signal: Signal) => void) | null = null;

/** A no-op unless the build sets VITE_REPORT_URL; until the reporter loads, a few signals wait for it. */
export function emitSignal(signal: Signal, enabled = config.reportUrl !== null): void {
  if (!enabled) return;
  if (sink) sink(signal);
  else if (early.length < EARLY_LIMIT) early.push(signal);
}

/** The reporter takes the signals (the waiting ones first); the returned function lets go. */
export function attachSignalSink(next: (signal: Signal) => void): () => void {
  sink = next;
  early.splice(0).forEach(next);
  return () => {
    if (sink === next) sink = null;
  };
}

/**
 * Until the reporter has loaded (after the first page: it is no part of /login's first load), uncaught errors and
 * rejections wait with the other signals; once it is in, its own listeners report them.
 */
export function watchEarlyErrors(): () => void {
  // Installed only when the build reports (src/main.tsx).
  const onError = (event: ErrorEvent) => {
    if (!sink) emitSignal({ kind: 'error', error: event.error ?? event.message }, true);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!sink) emitSignal({ kind: 'rejection', error: event.reason }, true);
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
