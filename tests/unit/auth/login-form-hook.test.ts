import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED } from '@tests/support/render-app';
import { useLoginForm } from '@/features/auth/hooks/use-login-form';
import { ApiError } from '@/lib/http';

// The login form's state and request alone, over the mock: the screen's part is in
// tests/integration/auth/login.test.tsx.

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

function setUp() {
  const onLoggedIn = vi.fn();
  const hook = renderHook(() => useLoginForm(onLoggedIn));
  const submit = () => act(() => hook.result.current.onSubmit(submitEvent()));
  return { onLoggedIn, submit, ...hook };
}

describe('useLoginForm', () => {
  it('a submit with an empty field marks the empty ones; typing clears the marks', () => {
    const { result, submit } = setUp();
    submit();
    expect(result.current.phoneMissing).toBe(true);
    expect(result.current.passwordMissing).toBe(true);
    act(() => result.current.setPhone('   '));
    expect(result.current.phoneMissing).toBe(false);
    submit();
    expect(result.current.phoneMissing).toBe(true);
    expect(result.current.pending).toBe(false);
  });

  it('logs in with the normalised phone, saves the token where remember-me says, then calls onLoggedIn', async () => {
    const { onLoggedIn, result, submit } = setUp();
    act(() => {
      result.current.setPhone('+66 81 234 5678');
      result.current.setPassword(SEEDED.member.password);
      result.current.setRemember(false);
    });
    submit();
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem('token')).toMatch(/^mock\./);
    expect(localStorage.getItem('token')).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('keeps the refused login as the error until the member types again', async () => {
    const { onLoggedIn, result, submit } = setUp();
    act(() => {
      result.current.setPhone(SEEDED.member.phone);
      result.current.setPassword('wrong');
    });
    submit();
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).code).toBe('WRONG_CREDENTIAL');
    expect(onLoggedIn).not.toHaveBeenCalled();
    act(() => result.current.setPassword('wrongx'));
    expect(result.current.error).toBeNull();
  });
});
