import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBankStep } from '@/features/auth/hooks/use-bank-step';
import { createQueryClient } from '@/lib/query-client';

// The bank step's error clearing, a rule that lives only in useBankStep: a change clears its own field's error,
// and the English-only error (on the first name) is cleared by a change of the bank or either name. What
// validateBank finds is in tests/unit/auth/model.test.ts.

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;
const typed = (value: string) => ({ target: { value } });

function setUp() {
  const onSubmit = vi.fn();
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const [values, setValues] = useState({
        bankCode: 'KTB',
        bankAccountNo: '',
        firstName: 'สมชาย',
        lastName: 'ใจดี',
        currency: '',
      });
      return useBankStep(values, (patch) => setValues((current) => ({ ...current, ...patch })), onSubmit, false);
    },
    { wrapper },
  );
  return { onSubmit, ...hook };
}

describe('useBankStep', () => {
  it('a change clears its own error and the English-only one, not the others', () => {
    const { onSubmit, result } = setUp();
    act(() => result.current.submit(submitEvent()));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors.bankAccountNo).toBeTruthy();
    expect(result.current.errors.firstName).toBe('validation.bankNameEnglish');
    act(() => result.current.field('lastName').onChange(typed('JAIDEE')));
    expect(result.current.errors.firstName).toBeUndefined();
    expect(result.current.errors.bankAccountNo).toBeTruthy();
    act(() => result.current.field('bankAccountNo').onChange(typed('1234567890')));
    expect(result.current.errors).toEqual({});
  });
});
