import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { arrivalMakesUnread, distanceFromBottom, isAtBottom } from '../scroll';
import type { ChatItem } from '../types';

/** Scrolled this close to the top, the list asks for the older page. */
const TOP_TRIGGER_PX = 24;

interface FollowOptions {
  items: ChatItem[];
  /** Asks for the older page when the member scrolls to the top; false while there is none or it is loading. */
  loadOlder: () => void;
  /** Reports whether the member is at the bottom (within 60 px), i.e. sees the newest message. */
  onAtBottomChange: (atBottom: boolean) => void;
}

/**
 * Where the history list stands: new messages are followed while the member is at the bottom (and the member's
 * own anywhere); further up they raise `unread`. Scrolling to the top asks for the older page, and while the
 * member is at the bottom the list stays pinned there as rows settle their height. `contentRef` takes the
 * list's content box (the one whose height changes); `onScroll` goes on the scrolling element.
 */
export function useFollowNewest(scroller: RefObject<HTMLDivElement | null>, options: FollowOptions) {
  const { items, loadOlder, onAtBottomChange } = options;
  const [unread, setUnread] = useState(false);
  const atBottom = useRef(true);
  const lastKey = useRef<string | undefined>(undefined);
  const frame = useRef(0);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnread(false);
    onAtBottomChange(true);
  }, [onAtBottomChange, scroller]);

  useLayoutEffect(() => {
    const el = scroller.current;
    const newest = items[items.length - 1];
    if (!el || !newest || newest.key === lastKey.current) return;
    const first = lastKey.current === undefined;
    lastKey.current = newest.key;
    if (first || atBottom.current || newest.sender === 'customer') scrollToBottom();
    else if (arrivalMakesUnread(distanceFromBottom(el), newest)) setUnread(true);
  }, [items, scrollToBottom, scroller]);

  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = scroller.current;
      if (!el) return;
      const bottom = isAtBottom(distanceFromBottom(el));
      if (bottom !== atBottom.current) {
        atBottom.current = bottom;
        onAtBottomChange(bottom);
      }
      if (bottom) setUnread(false);
      if (el.scrollTop <= TOP_TRIGGER_PX) loadOlder();
    });
  };

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const contentRef = usePinnedWhileAtBottom(scroller, atBottom);
  return { unread, scrollToBottom, onScroll, contentRef };
}

/** Rows settle their height late (images load, rows are measured once rendered): at the bottom, stay there. */
function usePinnedWhileAtBottom(
  scroller: RefObject<HTMLDivElement | null>,
  atBottom: { readonly current: boolean },
): RefObject<HTMLDivElement | null> {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const list = scroller.current;
      if (list && atBottom.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scroller, atBottom]);
  return content;
}
