import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFollowNewest } from '@/features/chat/hooks/use-follow-newest';
import type { ChatItem } from '@/features/chat/types';

// The history list's scroll position alone, over a list element given a geometry (jsdom has no layout):
// 1000 px of content in a 300 px view.

const item = (key: string, sender: 'customer' | 'other'): ChatItem => ({
  key,
  sender,
  message: { message_type: 'text', payload: key },
  createdAt: '2026-01-01T00:00:00.000Z',
});

function list() {
  const el = document.createElement('div');
  Object.defineProperty(el, 'scrollHeight', { value: 1000 });
  Object.defineProperty(el, 'clientHeight', { value: 300 });
  return el;
}

function setUp(first: ChatItem[]) {
  const scroller = { current: list() };
  const loadOlder = vi.fn();
  const onAtBottomChange = vi.fn();
  const hook = renderHook(
    ({ items }: { items: ChatItem[] }) => useFollowNewest(scroller, { items, loadOlder, onAtBottomChange }),
    { initialProps: { items: first } },
  );
  /** The member scrolls to `top` and the next frame runs. */
  const scrollTo = (top: number) => {
    scroller.current.scrollTop = top;
    act(() => {
      hook.result.current.onScroll();
      vi.advanceTimersToNextFrame();
    });
  };
  return { el: scroller.current, loadOlder, onAtBottomChange, scrollTo, ...hook };
}

describe('useFollowNewest', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  it('opens at the newest message and follows arrivals while the member stays at the bottom', () => {
    const { el, onAtBottomChange, rerender, result } = setUp([item('a', 'other')]);
    expect(el.scrollTop).toBe(1000);
    expect(onAtBottomChange).toHaveBeenLastCalledWith(true);
    el.scrollTop = 700; // the view's bottom at the content's bottom
    rerender({ items: [item('a', 'other'), item('b', 'other')] });
    expect(el.scrollTop).toBe(1000);
    expect(result.current.unread).toBe(false);
  });

  it('scrolled up, a support message raises unread; scrolling back to the bottom clears it', () => {
    const { el, onAtBottomChange, rerender, result, scrollTo } = setUp([item('a', 'other')]);
    scrollTo(100);
    expect(onAtBottomChange).toHaveBeenLastCalledWith(false);
    rerender({ items: [item('a', 'other'), item('b', 'other')] });
    expect(el.scrollTop).toBe(100);
    expect(result.current.unread).toBe(true);
    scrollTo(700);
    expect(result.current.unread).toBe(false);
    expect(onAtBottomChange).toHaveBeenLastCalledWith(true);
  });

  it("scrolled up, the member's own message scrolls to it; the unread button's action does too", () => {
    const { el, rerender, result, scrollTo } = setUp([item('a', 'other')]);
    scrollTo(100);
    rerender({ items: [item('a', 'other'), item('mine', 'customer')] });
    expect(el.scrollTop).toBe(1000);

    scrollTo(100);
    rerender({ items: [item('a', 'other'), item('mine', 'customer'), item('c', 'other')] });
    expect(result.current.unread).toBe(true);
    act(() => result.current.scrollToBottom());
    expect(el.scrollTop).toBe(1000);
    expect(result.current.unread).toBe(false);
  });

  it('asks for the older page when the member scrolls to the top, not before', () => {
    const { loadOlder, scrollTo } = setUp([item('a', 'other')]);
    scrollTo(100);
    expect(loadOlder).not.toHaveBeenCalled();
    scrollTo(24);
    expect(loadOlder).toHaveBeenCalledTimes(1);
  });
});
