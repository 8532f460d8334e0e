import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The real clock, taken before any test fakes one. */
const realNow = performance.now.bind(performance);

/**
 * Waits in real time for `check` to pass while the test holds its faked clock still, to time a delay of the spec
 * from the moment something shows. Testing Library's findBy* and waitFor end on a timer of their own, which a faked
 * setTimeout would hold for ever, and vi.waitFor moves the faked clock on. Each round lets pending I/O run, and
 * the callbacks due at this very moment (0 ms timers such as TanStack Query's notifications): never the clock.
 */
export async function whileClockStands(check: () => void, limitMs = 4000): Promise<void> {
  const started = realNow();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (realNow() - started > limitMs) throw error;
    }
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
    });
  }
}
