import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ChatBody } from '@/contract/chat';
import { CHAT } from '../constants';
import { arrivalMakesUnread, distanceFromBottom, isAtBottom } from '../scroll';
import { isSessionChange } from '../separator';
import type { ChatItem } from '../types';
import { ChatMessageRow } from './chat-message-row';

interface ChatMessageListProps {
  items: ChatItem[];
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<void>;
  onSend: (body: ChatBody) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
  /** Reports whether the member is at the bottom (within 60 px), i.e. sees the newest message. */
  onAtBottomChange: (atBottom: boolean) => void;
}

const TOP_TRIGGER_PX = 24;
/** Most rows in the DOM at once: scrolling far up or back down slides the window, it never grows past this. */
export const MAX_RENDERED_ROWS = CHAT.renderWindow + 2 * CHAT.historyPage;

/**
 * The history: older messages load at the top without moving the view, new ones auto-scroll
 * when the member is at the bottom and raise an unread indicator otherwise. Only a window of at most
 * MAX_RENDERED_ROWS messages is in the DOM: scrolling up adds older rows on top and, in a later
 * task, trims the newest ones below the view; scrolling back down slides the window the other way.
 */
export function ChatMessageList({
  items,
  hasMore,
  loadingOlder,
  onLoadOlder,
  onSend,
  onResend,
  onRemove,
  onAtBottomChange,
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [firstKey, setFirstKey] = useState<string | null>(null);
  /** The last rendered message when the window stops short of the newest one (scrolled far up). */
  const [endKey, setEndKey] = useState<string | null>(null);
  /** Which side the window last grew on: the other side is the one to trim. */
  const grew = useRef<'older' | 'newer'>('older');
  const pendingBottom = useRef(false);
  const [unread, setUnread] = useState(false);
  const atBottom = useRef(true);
  /** Scroll geometry saved before older content is put on top, to restore the view after. */
  const anchor = useRef<{ scrollHeight: number; scrollTop: number; firstKey: string | undefined } | null>(null);
  const lastKey = useRef<string | undefined>(undefined);
  const pendingOlder = useRef(false);
  const frame = useRef(0);

  const pinnedEnd = endKey ? items.findIndex((i) => i.key === endKey) : -1;
  const end = pinnedEnd >= 0 ? pinnedEnd : items.length - 1;
  const windowed = pinnedEnd >= 0 && pinnedEnd < items.length - 1;
  const autoStart = Math.max(0, end + 1 - CHAT.renderWindow);
  const pinnedIndex = firstKey ? items.findIndex((i) => i.key === firstKey) : -1;
  const start = pinnedIndex >= 0 ? Math.min(pinnedIndex, autoStart) : autoStart;
  const visible = items.slice(start, end + 1);

  const scrollToBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    if (endKey !== null) {
      // The newest rows are not rendered: show them, then scroll down to them after the commit.
      setEndKey(null);
      setFirstKey(null);
      pendingBottom.current = true;
    }
    atBottom.current = true;
    setUnread(false);
    onAtBottomChange(true);
  }, [onAtBottomChange, endKey]);

  const saveAnchor = () => {
    const el = scroller.current;
    if (el) anchor.current = { scrollHeight: el.scrollHeight, scrollTop: el.scrollTop, firstKey: visible[0]?.key };
  };

  const revealOlder = useCallback(() => {
    if (start > 0) {
      saveAnchor();
      grew.current = 'older';
      // Rendered in slices; the view is anchored when the rows are committed (layout effect below).
      startTransition(() => setFirstKey(items[Math.max(0, start - CHAT.historyPage)].key));
    } else if (hasMore && !loadingOlder) {
      saveAnchor();
      grew.current = 'older';
      pendingOlder.current = true;
      void onLoadOlder();
    }
    // saveAnchor reads refs and the current window only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start, items, hasMore, loadingOlder, onLoadOlder]);

  /** At the bottom of a window that stops short of the newest message: slide it down a page. */
  const revealNewer = () => {
    const next = end + CHAT.historyPage;
    grew.current = 'newer';
    setEndKey(next >= items.length - 1 ? null : items[next].key);
  };

  // The window grew past its size: trim the side away from the view, in its own task after the
  // paint (rows removed below the view move nothing; rows removed above are anchored).
  useEffect(() => {
    if (visible.length <= MAX_RENDERED_ROWS || anchor.current) return;
    if (grew.current === 'older') {
      setEndKey(items[start + MAX_RENDERED_ROWS - 1].key);
    } else {
      saveAnchor();
      setFirstKey(items[end - MAX_RENDERED_ROWS + 1].key);
    }
    // saveAnchor reads refs and the current window only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible.length, start, end, items]);

  // Older messages arrived from the server: show them (widen the window to the new first item).
  useEffect(() => {
    if (pendingOlder.current && !loadingOlder) {
      pendingOlder.current = false;
      if (items.length) startTransition(() => setFirstKey(items[0].key));
    }
  }, [items, loadingOlder]);

  // Keep the view still when content was added above, follow new messages at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const saved = anchor.current;
    if (saved && items[start]?.key !== saved.firstKey) {
      el.scrollTop = el.scrollHeight - saved.scrollHeight + saved.scrollTop;
      anchor.current = null;
    }
    if (pendingBottom.current && !windowed) {
      pendingBottom.current = false;
      el.scrollTop = el.scrollHeight;
    }
    const newest = items[items.length - 1];
    if (newest && newest.key !== lastKey.current) {
      const first = lastKey.current === undefined;
      lastKey.current = newest.key;
      if (first || atBottom.current || newest.sender === 'customer') scrollToBottom();
      else if (windowed || arrivalMakesUnread(distanceFromBottom(el), newest)) setUnread(true);
    }
  }, [items, start, windowed, scrollToBottom]);

  const onScroll = () => {
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const el = scroller.current;
      if (!el) return;
      const nearEnd = isAtBottom(distanceFromBottom(el));
      if (nearEnd && windowed) revealNewer();
      // Only the real end (the newest message rendered) counts as the bottom.
      const bottom = nearEnd && !windowed;
      if (bottom !== atBottom.current) {
        atBottom.current = bottom;
        onAtBottomChange(bottom);
      }
      if (bottom) {
        setUnread(false);
        // Back at the newest messages: trim the DOM to the window again.
        if (firstKey && items.length - start > CHAT.renderWindow + CHAT.historyPage) {
          setFirstKey(null);
          requestAnimationFrame(() => {
            if (scroller.current) scroller.current.scrollTop = scroller.current.scrollHeight;
          });
        }
      }
      if (el.scrollTop <= TOP_TRIGGER_PX) revealOlder();
    });
  };

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  // Rows settle their height late (images load, off-screen rows are only estimated):
  // while the member is at the bottom, stay pinned there.
  const content = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const list = scroller.current;
      if (list && atBottom.current && !anchor.current) list.scrollTop = list.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="chat-list-wrap">
      <div
        ref={scroller}
        className="chat-list"
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('chat.history')}
        // The log scrolls; keyboard users reach it with Tab.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {start > 0 || hasMore ? (
          <div className="chat-list__older">
            <button type="button" className="btn btn-link btn-sm" onClick={revealOlder} disabled={loadingOlder}>
              {loadingOlder ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : null}
              {loadingOlder ? t('common.loading') : t('chat.loadOlder')}
            </button>
          </div>
        ) : null}
        {items.length === 0 ? <p className="chat-list__empty">{t('chat.empty')}</p> : null}
        <ol ref={content} className="chat-list__items">
          {visible.map((item, index) => (
            <ChatMessageRow
              key={item.key}
              item={item}
              separatorBefore={isSessionChange(index === 0 ? items[start - 1] : visible[index - 1], item)}
              onSend={onSend}
              onResend={onResend}
              onRemove={onRemove}
            />
          ))}
        </ol>
      </div>
      {unread ? (
        <button type="button" className="btn btn-primary btn-sm chat-unread" onClick={scrollToBottom}>
          {t('chat.newMessages')} <span aria-hidden="true">↓</span>
        </button>
      ) : null}
    </div>
  );
}
