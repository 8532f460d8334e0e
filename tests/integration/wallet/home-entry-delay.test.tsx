import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, SEEDED } from '@tests/support/render-app';
import { useHomeEntry } from '@/features/wallet/use-home-entry';
import { createQueryClient } from '@/lib/query-client';
import { onRequestStart } from '@tests/support/request-events';

afterEach(() => {});

describe('home entry (spec section 2)', () => {
  it('refreshes the game accounts 200 ms after entry, not before', async () => {
    signIn(SEEDED.member.phone);
    const refreshes: number[] = [];
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/wallet/refresh/slot') refreshes.push(Date.now());
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useHomeEntry(), { wrapper });

    await vi.advanceTimersByTimeAsync(199);
    expect(refreshes).toHaveLength(0);
    expect(result.current.ready).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    await vi.waitFor(() => expect(result.current.ready).toBe(true));
  });
});
