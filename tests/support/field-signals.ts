import { vi } from 'vitest';
import { startFieldSignals } from '@/lib/field-signals/reporter';

type Options = Parameters<typeof startFieldSignals>[0];

/** The reporter on every page load (sample 1), no web vitals, its sends captured; call `stop` after the test. */
export function startReporter(overrides: Partial<Options> = {}) {
  const send = vi.fn<(url: string, body: string) => void>();
  const started = startFieldSignals({
    url: 'https://signals.example/r',
    sample: 1,
    version: '1.1.14',
    route: () => '/user/wallet',
    send,
    observeVitals: () => undefined,
    ...overrides,
  });
  return { send, started };
}

/** The page goes to the background (the reporter sends); `showPage` brings it back for the next test. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

export function showPage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
}
