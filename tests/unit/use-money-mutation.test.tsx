import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { INTENT_KEEP_MS } from '@/lib/kept-intents';
import { saveToken } from '@/lib/session';
import { useMoneyMutation } from '@/lib/use-money-mutation';

const timedOut = () => new ApiError('TIMEOUT', 'timeout');

/** Issue 16 item 6: one Idempotency-Key per intent of a money form. */

describe('useMoneyMutation', () => {
  // Kept intents belong to the signed-in session (src/lib/kept-intents.ts).
  beforeEach(() => saveToken('session-token', false));

  it('a retry of the same input keeps the key; a success or other input starts a new intent', async () => {
    const keys: string[] = [];
    let fail = true;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useMoneyMutation({
          mutationFn: (amount: number, key) => {
            keys.push(`${amount}:${key}`);
            return fail ? Promise.reject(timedOut()) : Promise.resolve(amount);
          },
        }),
      { wrapper },
    );
    const send = (amount: number) => act(() => result.current.mutateAsync(amount).catch(() => undefined));

    await send(100); // fails
    await send(100); // the retry of the same intent
    fail = false;
    await send(100); // succeeds, still the same intent
    fail = true;
    await send(100); // a new withdrawal after the success, which fails
    await send(200); // the member changes the amount: a new intent

    const key = (i: number) => keys[i].split(':')[1];
    expect(key(1)).toBe(key(0));
    expect(key(2)).toBe(key(0));
    expect(key(3)).not.toBe(key(0));
    expect(key(4)).not.toBe(key(3));
  });

  it('with a mutationKey the intent outlives the form: a form opened again retries with the first key', async () => {
    const keys: string[] = [];
    let fail = true;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const useForm = (mutationKey: readonly unknown[]) =>
      useMoneyMutation({
        mutationKey,
        mutationFn: (amount: number, key) => {
          keys.push(key);
          return fail ? Promise.reject(timedOut()) : Promise.resolve(amount);
        },
      });
    const open = (mutationKey: readonly unknown[]) => renderHook(() => useForm(mutationKey), { wrapper });
    const send = (form: ReturnType<typeof open>, amount: number) =>
      act(() => form.result.current.mutateAsync(amount).catch(() => undefined));

    const first = open(['withdraw']);
    await send(first, 150); // fails; the form closes
    first.unmount();
    const second = open(['withdraw']);
    fail = false;
    await send(second, 150); // the retry from the form opened again
    second.unmount();
    fail = true;
    await send(open(['transfer']), 150); // another call has its own intents
    await send(open(['withdraw']), 150); // after the success, a new withdrawal

    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[2]);
  });

  it('a refusal the server answered (a feature error, not a failed call) ends the intent: the next try is new', async () => {
    const keys: string[] = [];
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () =>
        useMoneyMutation<void, void>({
          mutationKey: ['spin'],
          mutationFn: (_none, key) => {
            keys.push(key);
            return Promise.reject(keys.length === 1 ? new Error('NO_COIN') : timedOut());
          },
        }),
      { wrapper },
    );
    const send = () => act(() => result.current.mutateAsync().catch(() => undefined));
    await send(); // answered: no coin
    await send(); // a new spin, which times out
    await send(); // its retry
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('a keyed intent outlives a reload of the page, for this session and an hour only', async () => {
    const keys: string[] = [];
    const open = () => {
      const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const form = renderHook(
        () =>
          useMoneyMutation({
            mutationKey: ['withdraw'],
            mutationFn: (_amount: number, key) => {
              keys.push(key);
              return Promise.reject(timedOut());
            },
          }),
        { wrapper },
      );
      return (amount: number) => act(() => form.result.current.mutateAsync(amount).catch(() => undefined));
    };
    await open()(100); // no answer; the page is reloaded (a new client and form, the same tab)
    await open()(100);
    expect(keys[1]).toBe(keys[0]);

    saveToken('another-session', false);
    await open()(100);
    expect(keys[2]).not.toBe(keys[0]);

    const later = Date.now() + INTENT_KEEP_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await open()(100);
    expect(keys[3]).not.toBe(keys[2]);
  });
});
