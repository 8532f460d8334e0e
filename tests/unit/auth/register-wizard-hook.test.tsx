import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { OTP_CODE } from '@mocks/domain/otp';
import { ToastProvider } from '@/components/toast/toast-provider';
import { useRegisterWizard } from '@/features/auth/hooks/use-register-wizard';
import { createQueryClient } from '@/lib/query-client';

// The register wizard's state and calls alone, over the mock (OTP registration on): the screens are in
// tests/integration/auth/register*.test.tsx.

const PHONE = '0911111111';

function setUp() {
  const onRegistered = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useRegisterWizard('', onRegistered), { wrapper });
  return { onRegistered, ...hook };
}

describe('useRegisterWizard', () => {
  it('walks phone, OTP, profile and bank, registers the account and redirects after the delay', async () => {
    const { onRegistered, result } = setUp();
    expect(result.current.step).toBe('phone');
    act(() => result.current.values.setPhone(PHONE));
    await act(() => result.current.otp.onPhoneNext());
    expect(result.current.step).toBe('otp');
    expect(result.current.otp.steps).toEqual(['phone', 'otp', 'profile', 'bank']);

    act(() => result.current.otp.setCode(OTP_CODE));
    await act(() => result.current.otp.onVerify());
    expect(result.current.step).toBe('profile');

    act(() =>
      result.current.values.patchProfile({ name: ' New Member ', password: 'Secret12', confirmPassword: 'Secret12' }),
    );
    act(() => result.current.values.patchProfile({ sourceCode: 'LINE' }));
    await act(() => result.current.onProfileNext());
    expect(result.current.step).toBe('bank');

    act(() =>
      result.current.values.patchBank({
        bankCode: 'KBANK',
        bankAccountNo: '111-222-3334',
        firstName: ' john ',
        lastName: 'smith ',
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await act(() => result.current.onRegister());
    expect(result.current.done).toBe(true);
    expect(result.current.backDisabled).toBe(true);
    expect(getDb().members.find((m) => m.username === PHONE)).toMatchObject({
      name: 'New Member',
      bankAccountNo: '1112223334',
    });
    // Spec section 9: the redirect comes 2 s after the success toast (the figure from the spec, not the app).
    act(() => {
      vi.advanceTimersByTime(1_999);
    });
    expect(onRegistered).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onRegistered).toHaveBeenCalledTimes(1);
  });

  it('back on the phone step with the same number reuses the live code: no second send', async () => {
    const { result } = setUp();
    act(() => result.current.values.setPhone(PHONE));
    await act(() => result.current.otp.onPhoneNext());
    const first = result.current.otp.otp;
    expect(first?.phone).toBe(PHONE);
    act(() => result.current.back());
    expect(result.current.step).toBe('phone');
    await act(() => result.current.otp.onPhoneNext());
    expect(result.current.step).toBe('otp');
    expect(result.current.otp.otp).toBe(first);
  });

  it('a wrong code keeps the member on the OTP step', async () => {
    const { result } = setUp();
    act(() => result.current.values.setPhone(PHONE));
    await act(() => result.current.otp.onPhoneNext());
    act(() => result.current.otp.setCode('000000'));
    await act(() => result.current.otp.onVerify());
    await waitFor(() => expect(result.current.otp.verifying).toBe(false));
    expect(result.current.step).toBe('otp');
    expect(result.current.otp.otp?.verified).toBe(false);
  });
});
