import { describe, expect, it, vi } from 'vitest';
import { EARLY_KEYS } from '@/lib/early-keys';
import { getActive } from '@/features/content/site';

/** The login guard's call that index.html started (build/preload-script.ts), as the page would hold it. */
const startedEarly = (body: unknown, status = 200) => {
  (window as unknown as Record<string, unknown>)[EARLY_KEYS.active] = Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
};

describe("the login guard's early call", () => {
  it('is read once, through the contract; the next check asks the server', async () => {
    startedEarly({ terminated: 'gone' });
    await expect(getActive()).resolves.toEqual({ terminated: 'gone' });
    // the mocked backend's site is active
    await expect(getActive()).resolves.toEqual({ terminated: null });
  });

  it('that failed or answered something unreadable is asked again the usual way', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startedEarly({ code: 'INTERNAL_SERVER_ERROR' }, 500);
    await expect(getActive()).resolves.toEqual({ terminated: null });
    startedEarly({ terminated: 5 });
    await expect(getActive()).resolves.toEqual({ terminated: null });
    (window as unknown as Record<string, unknown>)[EARLY_KEYS.active] = Promise.reject(new TypeError('offline'));
    await expect(getActive()).resolves.toEqual({ terminated: null });
  });
});
