import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPage } from '@/lib/after-first-page';

afterEach(() => vi.unstubAllGlobals());

describe('work the first page does not need', () => {
  it('waits for the load event, then the delay, then an idle moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn((run: () => void) => {
      run();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const task = vi.fn();
    afterFirstPage(task, 2000);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(idle).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('on a page already loaded starts the delay at once, and a cancel stops it', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const cancel = afterFirstPage(task, 500);
    vi.advanceTimersByTime(400);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    afterFirstPage(task, 500);
    vi.advanceTimersByTime(501);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a list one task per idle moment, in order, and a cancel drops the tasks not yet run', () => {
    vi.useFakeTimers();
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const ran: string[] = [];
    const cancel = afterFirstPage(
      ['deposit', 'withdraw', 'transfer'].map((name) => () => void ran.push(name)),
      500,
    );
    vi.advanceTimersByTime(500);
    expect(waiting).toHaveLength(1);
    waiting.shift()!();
    expect(ran).toEqual(['deposit']);
    expect(waiting).toHaveLength(1);
    waiting.shift()!();
    expect(ran).toEqual(['deposit', 'withdraw']);
    cancel();
    waiting.shift()?.();
    expect(ran).toEqual(['deposit', 'withdraw']);
  });

  it('a task that throws does not stop the ones after it', () => {
    vi.useFakeTimers();
    const waiting: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => waiting.push(run));
    const after = vi.fn();
    afterFirstPage(
      [
        () => {
          throw new Error('chunk gone');
        },
        after,
      ],
      0,
    );
    vi.advanceTimersByTime(0);
    expect(() => waiting.shift()!()).toThrow('chunk gone');
    waiting.shift()!();
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback (Safari) runs a list one timer task per step', () => {
    vi.useFakeTimers();
    expect('requestIdleCallback' in window).toBe(false);
    const ran: string[] = [];
    afterFirstPage(
      ['deposit', 'withdraw'].map((name) => () => void ran.push(name)),
      100,
    );
    vi.advanceTimersByTime(100);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['deposit']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['deposit', 'withdraw']);
  });
});
