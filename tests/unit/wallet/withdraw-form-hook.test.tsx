import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppFeedback } from '@/components/app-feedback';
import type { WalletResponse } from '@/contract/wallet';
import { useWithdrawForm } from '@/features/wallet/hooks/use-withdraw-form';
import { WALLET } from '@/features/wallet/model';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';
import { gameAccount } from '@tests/support/game-account';

// The withdrawal form's own rules over the mock (the bounds come from the server): nothing moves before the
// bounds are known, and withdraw-all writes its total into the field before the same check. The screen is in
// tests/integration/wallet/withdraw.test.tsx, the bounds rule in model.test.ts.

const slot = (code: string, amount: number) => gameAccount({ code, amount });
const wallet = { wallet: { amount: 1200 }, slots: [slot('joker', 34.5)] } as unknown as WalletResponse;
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setUp() {
  signIn(SEEDED.member.phone);
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AppFeedback>{children}</AppFeedback>
    </QueryClientProvider>
  );
  return renderHook(() => useWithdrawForm(wallet, true, vi.fn()), { wrapper });
}

describe('useWithdrawForm', () => {
  it('reviews nothing before the bounds are known', () => {
    const { result } = setUp();
    expect(result.current.ready).toBe(false);
    act(() => result.current.move.typed('500'));
    act(() => result.current.onSubmit(submitEvent()));
    act(() => result.current.onWithdrawAll());
    expect(result.current.move.review).toBeNull();
    expect(result.current.move.amountText).toBe('500');
  });

  it('withdraw-all writes its total into the field, grouped with two decimals, and reviews what it gathers', async () => {
    const { result } = setUp();
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.onWithdrawAll());
    expect(result.current.move.amountText).toBe('1,234.50');
    expect(result.current.move.review).toMatchObject({ all: true, amount: 1234.5 });
    expect(result.current.move.review?.sources.map((source) => source.value)).toEqual([WALLET, 'joker']);
  });
});
