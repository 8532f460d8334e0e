import { useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatBody } from '@/contract/chat';
import type { ChatItem } from '../types';
import { MessageRows, NewMessagesButton, ShowEarlierButton } from './chat-history-parts';
import { useFollowNewest } from '../hooks/use-follow-newest';
import { useHistoryVirtualizer } from '../hooks/use-history-virtualizer';

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

/**
 * The history: older messages load at the top without moving the view, new ones auto-scroll
 * when the member is at the bottom and raise an unread indicator otherwise (use-follow-newest.ts). Only the
 * rows in and near the view are in the DOM (use-history-virtualizer.ts); each says its place in the whole list.
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
  const loadOlder = () => {
    if (hasMore && !loadingOlder) void onLoadOlder();
  };
  const follow = useFollowNewest(scroller, { items, loadOlder, onAtBottomChange });
  // The button goes with the last page: the keyboard that was on it stays in the history.
  const earlierFocused = useRef(false);
  useLayoutEffect(() => {
    if (hasMore || !earlierFocused.current) return;
    earlierFocused.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) scroller.current?.focus();
  }, [hasMore]);
  // A window moved by a scroll or a measurement renders its new rows in React's background slices, not in the
  // scroll's or the observer's task; a new page (a transition already) shows its rows at once.
  const rows = virtualizer.getVirtualItems();
  const view = useDeferredValue(useMemo(() => ({ items, rows }), [items, rows]));

  return (
    <div className="chat-list-wrap">
      <div
        ref={scroller}
        className="chat-list"
        onScroll={follow.onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('chat.history')}
        // The log scrolls; keyboard users reach it with Tab.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {items.length === 0 ? <p className="chat-list__empty">{t('chat.empty')}</p> : null}
        <div ref={follow.contentRef} className="chat-list__content" style={{ height: virtualizer.getTotalSize() }}>
          {hasMore ? (
            <ShowEarlierButton
              loading={loadingOlder}
              onClick={loadOlder}
              onFocusedChange={(focused) => (earlierFocused.current = focused)}
            />
          ) : null}
          <MessageRows
            view={view}
            measureElement={virtualizer.measureElement}
            onSend={onSend}
            onResend={onResend}
            onRemove={onRemove}
          />
        </div>
      </div>
      {follow.unread ? <NewMessagesButton onClick={follow.scrollToBottom} /> : null}
    </div>
  );
}
