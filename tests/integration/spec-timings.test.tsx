import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WheelCanvas } from '@/features/spin/components/wheel-canvas';
import { agreementsQuery } from '@/features/wallet/api';
import { useAgreementPrompt } from '@/features/wallet/hooks/use-agreement-prompt';
import { createQueryClient } from '@/lib/query-client';
import { signIn, SEEDED } from '@tests/support/render-app';

/**
 * Spec section 9's delays, each held at its value: the value is written here, never taken from the app, so a
 * changed constant fails. (The register redirect and the chat's send delay: tests/integration/auth/register.test.tsx
 * and tests/integration/chat/chat.test.tsx measure them on the screen.)
 */
afterEach(() => {
  vi.useRealTimers();
});

describe('spec section 9: delays', () => {
  it('the agreement modal opens 1500 ms after entering home, not before', async () => {
    signIn(SEEDED.member.phone);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const client = createQueryClient();
    client.setQueryData(agreementsQuery.queryKey, ['<p>Terms</p>']);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useAgreementPrompt(), { wrapper });

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(result.current.show).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.show).toBe(true);
  });

  it('the wheel measures itself again only once resizing has been quiet for 500 ms', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(400);
    const { getByRole } = render(
      <WheelCanvas slices={[]} plan={null} highlight={null} onSpinEnd={() => undefined} label="Wheel" />,
    );
    const wheel = getByRole('img', { name: 'Wheel' });
    expect(wheel.style.width).toBe('340px'); // 85% of 400

    width.mockReturnValue(300);
    act(() => void window.dispatchEvent(new Event('resize')));
    await act(() => vi.advanceTimersByTimeAsync(300));
    act(() => void window.dispatchEvent(new Event('resize'))); // still resizing: the 500 ms start again
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(wheel.style.width).toBe('340px');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(wheel.style.width).toBe('255px');
  });
});
