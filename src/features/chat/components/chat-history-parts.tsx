import type { VirtualItem } from '@tanstack/react-virtual';
import { memo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { ChatBody } from '@/contract/chat';
import { isSessionChange } from '../separator';
import type { ChatItem } from '../types';
import { ChatMessageRow, useRowLabels } from './chat-message-row';
import { EDGE_PX, OLDER_PX } from '../hooks/use-history-virtualizer';

interface ShowEarlierProps {
  loading: boolean;
  onClick: () => void;
  /** Whether the keyboard is on the button (a blur to nowhere, as when it goes, leaves it true). */
  onFocusedChange: (focused: boolean) => void;
}

/**
 * "Show earlier messages" above the oldest loaded message, a spinner while the page loads. Busy, it stays
 * focusable (aria-disabled): a disabled button drops the keyboard's focus to the page.
 */
export function ShowEarlierButton({ loading, onClick, onFocusedChange }: ShowEarlierProps) {
  const { t } = useTranslation();
  return (
    <div className="chat-list__older" style={{ top: EDGE_PX, height: OLDER_PX }}>
      <button
        type="button"
        className="btn btn-link btn-sm"
        onClick={onClick}
        aria-disabled={loading}
        onFocus={() => onFocusedChange(true)}
        onBlur={(event) => {
          if (event.relatedTarget) onFocusedChange(false);
        }}
      >
        {loading ? <Spinner size="sm" animation="border" className="me-1" aria-hidden="true" /> : null}
        {loading ? t('common.loading') : t('chat.loadOlder')}
      </button>
    </div>
  );
}

/** "New messages ↓" over the list while the member is scrolled up and support wrote. */
export function NewMessagesButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn-primary btn-sm chat-unread" onClick={onClick}>
      {t('chat.newMessages')} <span aria-hidden="true">↓</span>
    </button>
  );
}

interface MessageRowsProps {
  /** The history and the rows of it to show (the virtualiser's window), as one deferred value. */
  view: { items: ChatItem[]; rows: VirtualItem[] };
  measureElement: (node: HTMLLIElement | null) => void;
  onSend: (body: ChatBody) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The messages in and near the view, each saying its place in the whole history (aria-posinset/setsize).
 * In flow inside one list moved to the first row's place, so a row mounting above the others lays out only
 * itself. */
export const MessageRows = memo(function MessageRows({
  view: { items, rows },
  measureElement,
  onSend,
  onResend,
  onRemove,
}: MessageRowsProps) {
  const labels = useRowLabels();
  return (
    <ol className="chat-list__items" style={{ transform: `translateY(${rows[0]?.start ?? 0}px)` }}>
      {rows.map(({ index, key }) => {
        const item = items[index];
        return (
          <li
            key={key}
            ref={measureElement}
            className={`chat-row ${item.sender === 'customer' ? 'chat-row--mine' : 'chat-row--theirs'}`}
            data-key={item.key}
            data-index={index}
            aria-posinset={index + 1}
            aria-setsize={items.length}
          >
            <ChatMessageRow
              item={item}
              labels={labels}
              separatorBefore={isSessionChange(items[index - 1], item)}
              onSend={onSend}
              onResend={onResend}
              onRemove={onRemove}
            />
          </li>
        );
      })}
    </ol>
  );
});
