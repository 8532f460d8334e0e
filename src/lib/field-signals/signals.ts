import { config } from '@/config';
import type { ApiError, ContractError } from '../api-error';

/** What the call client reports; the reporter (loaded only with VITE_REPORT_URL) turns it into a Report. */
export type Signal = { kind: 'contract'; error: ContractError } | { kind: 'money'; endpoint: string; error: ApiError };

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
