/**
 * The mock's clock: real time plus an offset QA can push forward (QR and OTP expiry, bonus
 * periods). Every time rule in mocks/ reads now() from here, never Date.now() directly.
 */
const OFFSET_KEY = 'mock:clock-offset';

let memoryOffset = 0;

function storedOffset(): number {
  try {
    if (typeof localStorage === 'undefined') return memoryOffset;
    const value = Number(localStorage.getItem(OFFSET_KEY) ?? 0);
    return Number.isFinite(value) ? value : 0;
  } catch {
    return memoryOffset;
  }
}

export function now(): number {
  return Date.now() + storedOffset();
}

export function nowIso(): string {
  return new Date(now()).toISOString();
}

/** Moves the mock clock forward by ms (QA fast-forward). */
export function advanceClock(ms: number): void {
  memoryOffset = storedOffset() + ms;
  try {
    localStorage.setItem(OFFSET_KEY, String(memoryOffset));
  } catch {
    // memory only
  }
}

export function resetClock(): void {
  memoryOffset = 0;
  try {
    localStorage.removeItem(OFFSET_KEY);
  } catch {
    // memory only
  }
}
