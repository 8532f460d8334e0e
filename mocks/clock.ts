import { settings } from './settings';

/**
 * The mock's clock: real time plus an offset QA can push forward (QR and OTP expiry, bonus
 * periods). Every time rule in mocks/ reads now() from here, never Date.now() directly.
 */
const OFFSET_KEY = 'mock:clock-offset';

function storedOffset(): number {
  const value = Number(settings.get(OFFSET_KEY) ?? 0);
  return Number.isFinite(value) ? value : 0;
}

export function now(): number {
  return Date.now() + storedOffset();
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

/** Moves the mock clock forward by ms (QA fast-forward). */
export function advanceClock(ms: number): void {
  settings.set(OFFSET_KEY, String(storedOffset() + ms));
}

export function resetClock(): void {
  settings.remove(OFFSET_KEY);
}
