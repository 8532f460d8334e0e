import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SEEDED, signIn } from '@tests/support/render-app';
import { recordRequests } from '@tests/support/request-events';
import { useActivateBonus, useActivatePromotion } from '@/features/bonus/api';
import { useReceiveInviteBonus } from '@/features/invite/api';
import { useAddRefundToWallet } from '@/features/refund/api';
import { createQueryClient } from '@/lib/query-client';
import { walletQuery } from '@/lib/wallet-query';

const SLOW = { timeout: 5000 };

/**
 * Issue 40 item 9: each money move's mutation (its feature's api.ts) reloads the wallet itself; no screen passes
 * a callback down for it. The bonus page shows no wallet, so the reload is read from the requests: a screen that
 * shows the wallet (home) keeps it observed, as the hook beside the move does here.
 */
const MOVES: [string, () => { mutateAsync: () => Promise<unknown> }][] = [
  ['refund to wallet', () => wrap(useAddRefundToWallet())],
  ['bonus', () => wrap(useActivateBonus(), 'DAILY20')],
  ['promotion', () => wrap(useActivatePromotion(), 'NEWYEAR100')],
  ['referral bonus', () => wrap(useReceiveInviteBonus())],
];

function wrap<T>(mutation: { mutateAsync: (variables: T) => Promise<unknown> }, variables?: T) {
  return { mutateAsync: () => mutation.mutateAsync(variables as T) };
}

describe('a money move reloads the wallet', () => {
  it.each(MOVES)('%s', async (_name, useMove) => {
    signIn(SEEDED.member.phone);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => ({ wallet: useQuery(walletQuery), move: useMove() }), { wrapper });
    await waitFor(() => expect(result.current.wallet.isSuccess).toBe(true), SLOW);
    const requests = recordRequests();

    await act(() => result.current.move.mutateAsync());

    await waitFor(() => expect(requests).toContain('GET /api/wallet'), SLOW);
  });
});
