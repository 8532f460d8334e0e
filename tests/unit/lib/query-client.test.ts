import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ContractError } from '@/lib/api-error';
import { prefersReducedMotion } from '@/lib/motion';
import { createQueryClient } from '@/lib/query-client';

describe('the query client', () => {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries!;
  const retry = queries.retry as (failures: number, error: Error) => boolean;

  it('retries a lost connection once, and nothing else: never a timeout', () => {
    expect(retry(0, new ApiError('NETWORK', 'network'))).toBe(true);
    expect(retry(0, new ApiError('TIMEOUT', 'timeout'))).toBe(false);
    expect(retry(1, new ApiError('NETWORK', 'network'))).toBe(false);
    expect(retry(0, new ApiError('NO_BANK', 'server', 400))).toBe(false);
    expect(retry(0, new ContractError('GET /api/wallet', 'wallet', {}))).toBe(false);
    expect(retry(0, new ApiError('SESSION_CHANGED', 'session'))).toBe(false);
    // A failure that is not an ApiError (a bug in a query function) gets the one retry too.
    expect(retry(0, new Error('boom'))).toBe(true);
  });

  it('shows the error of a GET that timed out at once, without sending it again (spec section 7: 60 s)', async () => {
    // Issue 40 item 6: a hung page showed its error after two timeouts (about 121 s).
    const queryFn = vi.fn(() => Promise.reject(new ApiError('TIMEOUT', 'timeout')));
    const observer = new QueryObserver(createQueryClient(), { queryKey: ['statement'], queryFn });
    const failed = new Promise<void>((resolve) => {
      observer.subscribe((result) => {
        if (result.isError) resolve();
      });
    });
    await failed;
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('keeps answers fresh for 30 s, does not refetch on focus and never retries a mutation', () => {
    expect(queries.staleTime).toBe(30_000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });
});

describe('prefersReducedMotion', () => {
  it("follows the system's prefers-reduced-motion: reduce, and is false without matchMedia", () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be put back as it was, never called here
    const original = window.matchMedia;
    try {
      const asked: string[] = [];
      window.matchMedia = (query: string) => {
        asked.push(query);
        return { matches: true } as MediaQueryList;
      };
      expect(prefersReducedMotion()).toBe(true);
      expect(asked).toEqual(['(prefers-reduced-motion: reduce)']);
      window.matchMedia = undefined as unknown as typeof window.matchMedia;
      expect(prefersReducedMotion()).toBe(false);
    } finally {
      window.matchMedia = original;
    }
  });
});
