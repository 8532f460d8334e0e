import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { FormEvent, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppFeedback } from '@/components/app-feedback';
import type { WalletResponse } from '@/contract/wallet';
import { useTransferForm } from '@/features/wallet/hooks/use-transfer-form';
import { NONE, WALLET } from '@/features/wallet/model';
import { createQueryClient } from '@/lib/query-client';
import { gameAccount } from '@tests/support/game-account';

// The transfer form's own rules (where both ends start, what clears the message, the review it builds); the
// screen is in tests/integration/wallet/transfer.test.tsx, the transfer rules in model.test.ts.

const slot = (code: string, amount: number) => gameAccount({ code, amount });
const wallet = { wallet: { amount: 50 }, slots: [slot('joker', 20), slot('slotxo', 0)] } as unknown as WalletResponse;
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setUp(initialTo?: string) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <AppFeedback>{children}</AppFeedback>
    </QueryClientProvider>
  );
  return renderHook(() => useTransferForm(wallet, vi.fn(), initialTo), { wrapper });
}

describe('useTransferForm', () => {
  it('starts from the wallet when a game account is the target; otherwise both ends are unchosen', () => {
    expect(setUp('joker').result.current).toMatchObject({ from: WALLET, to: 'joker' });
    expect(setUp(WALLET).result.current).toMatchObject({ from: NONE, to: WALLET });
    expect(setUp().result.current).toMatchObject({ from: NONE, to: NONE });
  });

  it('choosing either end clears the message', () => {
    const { result } = setUp();
    act(() => result.current.onTransferAll());
    expect(result.current.move.message).toEqual({ key: 'transfer.selectAccount' });
    act(() => result.current.chooseTo('joker'));
    expect(result.current.move.message).toBeNull();
    act(() => result.current.move.typed('5'));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.move.message).toEqual({ key: 'transfer.selectAccount' });
    act(() => result.current.chooseFrom(WALLET));
    expect(result.current.move.message).toBeNull();
  });

  it('a typed transfer and transfer-all wait on their review; Back brings the form back as typed', () => {
    const { result } = setUp('joker');
    act(() => result.current.move.typed('5'));
    act(() => result.current.onSubmit(submitEvent()));
    expect(result.current.move.review).toEqual({ all: false, from: WALLET, to: 'joker', amount: 5, sources: [] });
    act(() => result.current.onBack());
    expect(result.current.move.review).toBeNull();
    expect(result.current.move.amountText).toBe('5');
    act(() => result.current.onTransferAll());
    expect(result.current.move.review).toMatchObject({ all: true, from: NONE, to: 'joker', amount: 50 });
    expect(result.current.move.review?.sources.map((source) => source.value)).toEqual([WALLET]);
    expect(result.current.accountName('joker')).toBe('JOKER');
  });
});
