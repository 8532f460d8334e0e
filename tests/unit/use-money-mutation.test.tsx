import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WalletResponse } from '@/contract/wallet';
import { ApiError } from '@/lib/api-error';
import { markReplayed } from '@/lib/http';
import { forgetIntentsInMemory, uncertainIntents } from '@/lib/kept-intents';
import { clearSession, saveToken } from '@/lib/session';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { walletQuery } from '@/lib/wallet-query';

const timedOut = () => new ApiError('TIMEOUT', 'timeout', null, null, true);

/** A query client of a signed-in member: the wallet it has loaded names the member (the profile's _id). */
function clientOf(member: string): QueryClient {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(walletQuery.queryKey, { profile: { _id: member } } as WalletResponse);
  return client;
}

/** useMoneyMutation on a page of `member`'s own. */
function renderMoneyMutation<TData, TVariables>(
  member: string,
  options: Parameters<typeof useMoneyMutation<TData, TVariables>>[0],
) {
  const client = clientOf(member);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useMoneyMutation(options), { wrapper });
}

/** A money form of `member` on a page of its own; `send` sends an amount and returns the key it went with. */
function openForm(member: string, options: { mutationKey?: readonly unknown[]; fail?: () => boolean } = {}) {
  const keys: string[] = [];
  const form = renderMoneyMutation(member, {
    mutationKey: options.mutationKey ?? ['form'],
    mutationFn: (amount: number, key) => {
      keys.push(key);
      return (options.fail?.() ?? true) ? Promise.reject(timedOut()) : Promise.resolve(amount);
    },
  });
  const send = async (amount: number) => {
    await act(() => form.result.current.mutateAsync(amount).catch(() => undefined));
    return keys.at(-1)!;
  };
  return { send, form };
}

const withdrawForm = (member = 'member-1', fail?: () => boolean) =>
  openForm(member, { mutationKey: ['withdraw'], fail });

/** Issue 16 item 6, issue 40 items 1-3 and 5: one Idempotency-Key per intent of a money form, kept by member. */

describe('useMoneyMutation', () => {
  beforeEach(() => saveToken('session-token', false));

  it('a retry of the same input keeps the key; a success or other input starts a new intent', async () => {
    let fail = true;
    const { send } = openForm('member-1', { fail: () => fail });
    const first = await send(100); // fails
    expect(await send(100)).toBe(first); // the retry of the same intent
    fail = false;
    expect(await send(100)).toBe(first); // succeeds, still the same intent
    fail = true;
    const next = await send(100); // a new withdrawal after the success, which fails
    expect(next).not.toBe(first);
    expect(await send(200)).not.toBe(next); // the member changes the amount: a new intent
  });

  it('with the mutationKey the intent outlives the form: a form opened again retries with the first key', async () => {
    let fail = true;
    const first = withdrawForm('member-1', () => fail);
    const key = await first.send(150); // fails; the form closes
    first.form.unmount();
    fail = false;
    expect(await withdrawForm('member-1', () => fail).send(150)).toBe(key); // the retry from the form opened again
    fail = true;
    const transfer = await openForm('member-1', { mutationKey: ['transfer'] }).send(150);
    expect(transfer).not.toBe(key); // another call has its own intents
    const again = await withdrawForm().send(150); // after the success, a new withdrawal
    expect([key, transfer]).not.toContain(again);
  });

  it('a refusal the server answered (a feature error, not a failed call) ends the intent: the next try is new', async () => {
    const keys: string[] = [];
    const { result } = renderMoneyMutation<void, void>('member-1', {
      mutationKey: ['spin'],
      mutationFn: (_none, key) => {
        keys.push(key);
        return Promise.reject(keys.length === 1 ? new Error('NO_COIN') : timedOut());
      },
    });
    const send = () => act(() => result.current.mutateAsync().catch(() => undefined));
    await send(); // answered: no coin
    await send(); // a new spin, which times out
    await send(); // its retry
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe(keys[1]);
  });

  it('a kept intent outlives a reload of the page for an hour, then the same input is a new intent', async () => {
    const first = await withdrawForm().send(100); // no answer; the page is reloaded
    forgetIntentsInMemory();
    expect(await withdrawForm().send(100)).toBe(first);

    const sentAt = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(sentAt + 59 * 60_000);
    forgetIntentsInMemory();
    expect(await withdrawForm().send(100)).toBe(first);
    vi.spyOn(Date, 'now').mockReturnValue(sentAt + 60 * 60_000);
    expect(await withdrawForm().send(100)).not.toBe(first);
  });

  it('survives the end of the session and the same member signing in again (item 2)', async () => {
    const first = await withdrawForm('member-1').send(150);
    clearSession(); // the session expired
    saveToken('the-next-session', false);
    forgetIntentsInMemory(); // and the login page reloaded the app
    expect(uncertainIntents('member-1')).toHaveLength(1);
    expect(await withdrawForm('member-1').send(150)).toBe(first);
  });

  it('another member signing in on the same tab never sees nor reuses it', async () => {
    const first = await withdrawForm('member-1').send(150);
    clearSession();
    saveToken('someone-else', false);
    expect(uncertainIntents('member-2')).toEqual([]);
    expect(await withdrawForm('member-2').send(150)).not.toBe(first);
  });

  it('no storage key holds the token or anything of the session (item 1)', async () => {
    saveToken('tok-7f3a9c-secret', false);
    await withdrawForm('member-1').send(150);
    clearSession(); // logout
    const stored = Object.keys(sessionStorage).map((key) => `${key}=${sessionStorage.getItem(key)}`);
    expect(stored.join('\n')).toContain('member-1'); // the intent is still there, by member
    expect(stored.join('\n')).not.toContain('tok-7f3a9c-secret');
  });

  it('a storage that refuses writes keeps the key in memory for the page (item 3)', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const first = await withdrawForm().send(150);
    expect(await withdrawForm().send(150)).toBe(first);
  });

  it('says when a success answered an intent sent before: that earlier move, not a new one (item 5)', async () => {
    let fail = true;
    const { send, form } = withdrawForm('member-1', () => fail);
    const sentAt = Date.parse('2026-03-01T11:02:00Z');
    vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    await send(300); // no answer
    vi.spyOn(Date, 'now').mockReturnValue(sentAt + 5 * 60_000);
    fail = false;
    await send(300); // the same withdrawal again: the server answers the first
    expect(form.result.current.earlierIntent()).toMatchObject({ amount: 300, at: sentAt });
    await send(300); // a new withdrawal, answered for itself
    expect(form.result.current.earlierIntent()).toBeNull();
  });

  it('a retry after an answered error (a 500: nothing carried out) is answered for itself', async () => {
    let fail = true;
    const { result } = renderMoneyMutation('member-1', {
      mutationKey: ['withdraw'],
      mutationFn: (amount: number) =>
        fail ? Promise.reject(new ApiError('HTTP_500', 'server', 500)) : Promise.resolve(amount),
    });
    await act(() => result.current.mutateAsync(300).catch(() => undefined));
    fail = false;
    await act(() => result.current.mutateAsync(300));
    expect(result.current.earlierIntent()).toBeNull();
  });

  it("keeps the amount the intent moves, for the member's notice: a number, or the amount of an object", async () => {
    const { result } = renderMoneyMutation('member-2', {
      mutationKey: ['move'],
      mutationFn: (_variables: unknown) => Promise.reject(timedOut()),
    });
    const amountKept = async (variables: unknown) => {
      await act(() => result.current.mutateAsync(variables).catch(() => undefined));
      return uncertainIntents('member-2')[0]?.[1].amount;
    };
    expect(await amountKept(150)).toBe(150);
    expect(await amountKept({ from: 'WALLET', to: 'pg', amount: 250 })).toBe(250);
    expect(await amountKept({ to: 'pg' })).toBeUndefined();
    expect(await amountKept({ amount: '250' })).toBeUndefined();
  });

  it('keeps the key, marked uncertain, while the call is on its way (a page closed then still knows it)', async () => {
    let answer = (_value: number) => undefined as void;
    const sentWith: string[] = [];
    const { result } = renderMoneyMutation('member-3', {
      mutationKey: ['withdraw'],
      mutationFn: (_amount: number, key) => {
        sentWith.push(key);
        return new Promise<number>((resolve) => (answer = resolve));
      },
    });
    let done: Promise<number> | undefined;
    act(() => {
      done = result.current.mutateAsync(150);
    });
    await vi.waitFor(() => expect(sentWith).toHaveLength(1));
    expect(uncertainIntents('member-3')).toEqual([
      ['["withdraw"]', expect.objectContaining({ key: sentWith[0], uncertain: true, amount: 150 })],
    ]);
    await act(async () => {
      answer(150);
      await done;
    });
    expect(uncertainIntents('member-3')).toEqual([]);
  });

  it('an answer marked Idempotent-Replayed is the earlier move, even when the phone knew of no lost try (item 2)', async () => {
    const keys: string[] = [];
    const sentAt = Date.parse('2026-03-01T11:02:00Z');
    vi.spyOn(Date, 'now').mockReturnValue(sentAt);
    const { result } = renderMoneyMutation('member-4', {
      mutationKey: ['withdraw'],
      mutationFn: async (amount: number, key) => {
        keys.push(key);
        // The client's call() marks the key when the answer carries the header.
        if (keys.length === 1) markReplayed(key);
        return amount;
      },
    });
    await act(() => result.current.mutateAsync(150));
    expect(result.current.earlierIntent()).toMatchObject({ amount: 150, at: sentAt, key: keys[0], uncertain: false });
    await act(() => result.current.mutateAsync(150));
    expect(result.current.earlierIntent()).toBeNull();
  });

  it('sends nothing while the browser is offline, leaves the intent as it was, and never pauses (item 6)', async () => {
    let fail = true;
    const { send, form } = withdrawForm('member-5', () => fail);
    const first = await send(150); // no answer: uncertain
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false); // what TanStack Query hears from the 'offline' event: it would pause the call
    fail = false;
    let offline: unknown;
    await act(() => form.result.current.mutateAsync(150).catch((error: unknown) => void (offline = error)));
    expect(offline).toMatchObject({ name: 'OfflineError', code: 'OFFLINE', uncertain: false });
    expect(form.result.current.isPaused).toBe(false);
    // Nothing was sent: the key went out once, and the intent is still the uncertain one.
    expect(uncertainIntents('member-5')).toEqual([['["withdraw"]', expect.objectContaining({ key: first })]]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(true);
    expect(await send(150)).toBe(first);
  });

  it('when the member cannot be read, the intent is kept for this form alone', async () => {
    const form = openForm('', { mutationKey: ['withdraw'] });
    const first = await form.send(150); // no answer
    expect(await form.send(150)).toBe(first); // its retry
    expect(await openForm('', { mutationKey: ['withdraw'] }).send(150)).not.toBe(first); // another form's own
    await act(() => form.form.result.current.forgetIntent());
    expect(await form.send(150)).not.toBe(first);
  });

  it("forgetIntent ends the intent of the form's current key (the QR provider chosen since)", async () => {
    const keys: string[] = [];
    const client = clientOf('member-7');
    const { result, rerender } = renderHook(
      ({ provider }: { provider: string }) =>
        useMoneyMutation({
          mutationKey: ['qr', provider],
          mutationFn: (_amount: number, key) => {
            keys.push(key);
            return Promise.reject(timedOut());
          },
        }),
      {
        initialProps: { provider: 'A' },
        wrapper: ({ children }: { children: ReactNode }) => (
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        ),
      },
    );
    const send = () => act(() => result.current.mutateAsync(500).catch(() => undefined));
    await send(); // provider A: no answer, kept
    rerender({ provider: 'B' });
    await send(); // provider B: no answer, kept
    await act(() => result.current.forgetIntent());
    await send();
    expect(keys[2]).not.toBe(keys[1]); // B's intent ended
    expect(uncertainIntents('member-7').map(([scope]) => scope)).toContain('["qr","A"]'); // A's still kept
  });

  it('forgetIntent ends the kept intent: the same input afterwards is a new intent (a QR code cancelled)', async () => {
    const { send, form } = withdrawForm('member-6');
    const first = await send(500); // no answer: kept
    expect(await send(500)).toBe(first);
    await act(() => form.result.current.forgetIntent());
    expect(uncertainIntents('member-6')).toEqual([]);
    expect(await send(500)).not.toBe(first);
  });
});
