import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  balancesHidden,
  HIDE_BALANCES_KEY,
  setBalancesHidden,
  useBalancesHidden,
} from '@/features/wallet/balance-visibility';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the hide-balance choice', () => {
  it('starts shown on a device that never chose', () => {
    expect(balancesHidden()).toBe(false);
    expect(renderHook(() => useBalancesHidden()).result.current.hidden).toBe(false);
  });

  it('is remembered on the device: a page opened later reads it', () => {
    const first = renderHook(() => useBalancesHidden());
    act(() => first.result.current.toggle());
    expect(first.result.current.hidden).toBe(true);
    first.unmount();
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBe('hidden');
    // A page load reads the device's storage only: what an earlier page left there.
    expect(renderHook(() => useBalancesHidden()).result.current.hidden).toBe(true);

    act(() => setBalancesHidden(false));
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBe('shown');
    expect(balancesHidden()).toBe(false);
  });

  it('a device that stored "hidden" opens hidden; anything else opens shown', () => {
    localStorage.setItem(HIDE_BALANCES_KEY, 'hidden');
    expect(balancesHidden()).toBe(true);
    localStorage.setItem(HIDE_BALANCES_KEY, 'true?');
    expect(balancesHidden()).toBe(false);
  });

  it('still toggles, in memory, in a tab whose storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useBalancesHidden());
    act(() => result.current.toggle());
    expect(result.current.hidden).toBe(true);
    expect(localStorage.getItem(HIDE_BALANCES_KEY)).toBeNull();
    act(() => result.current.toggle());
    expect(result.current.hidden).toBe(false);
  });

  it('follows a change made in another tab of the device', () => {
    const { result } = renderHook(() => useBalancesHidden());
    act(() => {
      localStorage.setItem(HIDE_BALANCES_KEY, 'hidden');
      window.dispatchEvent(new StorageEvent('storage', { key: HIDE_BALANCES_KEY }));
    });
    expect(result.current.hidden).toBe(true);
  });
});
