import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '@/components/use-delayed-flag';
import './helpers';

describe('useDelayedFlag', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('turns true only after the delay and false immediately', () => {
    const { result, rerender } = renderHook(({ flag }) => useDelayedFlag(flag, 100), { initialProps: { flag: true } });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe(true);
    rerender({ flag: false });
    expect(result.current).toBe(false);
    rerender({ flag: true });
    expect(result.current).toBe(false); // the delay starts again
  });
});
