import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ChatBody } from '@/contract/chat';
import { arrivalMakesUnread, distanceFromBottom, isAtBottom } from '../scroll';
import { isSessionChange } from '../separator';
import type { ChatItem } from '../types';
import { ChatMessageRow } from './chat-message-row';
import { EDGE_PX, OLDER_PX, useHistoryVirtualizer } from './use-history-virtualizer';

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

/**
 * The history: older messages load at the top without moving the view, new ones auto-scroll
 * when the member is at the bottom and raise an unread indicator otherwise. Only the rows in and
 * near the view are in the DOM (use-history-virtualizer.ts); each says its place in the whole list.
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
  const virtualizer = useHistoryVirtualizer(scroller, items, hasMore);
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
  }, [onAtBottomChange]);

  const loadOlder = () => {
    if (hasMore && !loadingOlder) void onLoadOlder();
  };

  // Follow new messages at the bottom (and the member's own anywhere); further up they are unread.
  useLayoutEffect(() => {
    const el = scroller.current;
    const newest = items[items.length - 1];
    if (!el || !newest || newest.key === lastKey.current) return;
    const first = lastKey.current === undefined;
    lastKey.current = newest.key;
    if (first || atBottom.current || newest.sender === 'customer') scrollToBottom();
    else if (arrivalMakesUnread(distanceFromBottom(el), newest)) setUnread(true);
  }, [items, scrollToBottom]);

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

  // Rows settle their height late (images load, rows are measured once rendered):
  // while the member is at the bottom, stay pinned there.
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
  }, []);

  const setContent = useCallback(
    (node: HTMLDivElement | null) => {
      content.current = node;
      virtualizer.containerRef(node);
    },
    [virtualizer],
  );

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
        {items.length === 0 ? <p className="chat-list__empty">{t('chat.empty')}</p> : null}
        <div ref={setContent} className="chat-list__content">
          {hasMore ? (
            <div className="chat-list__older" style={{ top: EDGE_PX, height: OLDER_PX }}>
              <button type="button" className="btn btn-link btn-sm" onClick={loadOlder} disabled={loadingOlder}>
                {loadingOlder ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : null}
                {loadingOlder ? t('common.loading') : t('chat.loadOlder')}
              </button>
            </div>
          ) : null}
          <ol className="chat-list__items">
            {virtualizer.getVirtualItems().map(({ index, key }) => {
              const item = items[index];
              return (
                <li
                  key={key}
                  ref={virtualizer.measureElement}
                  className={`chat-row ${item.sender === 'customer' ? 'chat-row--mine' : 'chat-row--theirs'}`}
                  data-key={item.key}
                  data-index={index}
                  aria-posinset={index + 1}
                  aria-setsize={items.length}
                >
                  <ChatMessageRow
                    item={item}
                    separatorBefore={isSessionChange(items[index - 1], item)}
                    onSend={onSend}
                    onResend={onResend}
                    onRemove={onRemove}
                  />
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      {unread ? (
        <button type="button" className="btn btn-primary btn-sm chat-unread" onClick={scrollToBottom}>
          {t('chat.newMessages')} <span aria-hidden="true">↓</span>
        </button>
      ) : null}
    </div>
  );
}
