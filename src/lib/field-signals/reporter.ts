import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { attachSignalSink, type Signal } from './signals';
import { contractReport, errorReport, moneyReport, vitalReport, type ReportContext } from './report';
import { MAX_REPORTS_PER_BATCH, type Report } from './report-shape';

/** Reports kept at most between two sends; later ones are dropped (a loop of errors cannot grow memory). */
export const MAX_QUEUED = 100;

/** sendBeacon, else a keepalive fetch; a string body is text/plain, so no CORS preflight either way. */
export function sendReport(url: string, body: string): void {
  if (navigator.sendBeacon?.(url, body)) return;
  void fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
}

export interface FieldSignalsOptions {
  url: string;
  /** Share of page loads that report (0..1); decided once per page load. */
  sample: number;
  version: string;
  route: () => string;
  random?: () => number;
  send?: (url: string, body: string) => void;
  /** Web vitals to watch; tests pass their own. */
  observeVitals?: (report: (metric: Pick<Metric, 'name' | 'value' | 'rating'>) => void) => void;
}

function observeWebVitals(report: (metric: Metric) => void): void {
  onLCP(report);
  onINP(report);
  onCLS(report);
}

/**
 * Collects field signals in memory and sends them, batched, when the page is hidden or left. Null when this
 * page load is not in the sample: then nothing is watched at all. `stop` removes every listener (tests).
 */
export function startFieldSignals(options: FieldSignalsOptions): { stop: () => void } | null {
  const { url, version, route, send = sendReport, observeVitals = observeWebVitals } = options;
  if ((options.random ?? Math.random)() >= options.sample) return null;
  const queue: Report[] = [];
  const context = (): ReportContext => ({ route: route(), version });
  const add = (report: Report | null) => {
    if (report && queue.length < MAX_QUEUED) queue.push(report);
  };
  const flush = () => {
    while (queue.length) send(url, JSON.stringify({ reports: queue.splice(0, MAX_REPORTS_PER_BATCH) }));
  };
  const onSignal = (signal: Signal) => {
    if (signal.kind === 'contract') add(contractReport(signal.error, context()));
    else if (signal.kind === 'money') add(moneyReport(signal.endpoint, signal.error, context()));
    else add(errorReport(signal.kind, signal.error, context()));
  };
  const onError = (event: ErrorEvent) => add(errorReport('error', event.error ?? event.message, context()));
  const onRejection = (event: PromiseRejectionEvent) => add(errorReport('rejection', event.reason, context()));
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  // Web vitals first: they report on the same hide event, and listeners run in the order they were added.
  observeVitals((metric) => add(vitalReport(metric, context())));
  const detach = attachSignalSink(onSignal);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return {
    stop: () => {
      detach();
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
    },
  };
}
