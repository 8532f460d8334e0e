import { Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { ChatBody } from '@/contract/chat';
import { isSessionChange } from '../separator';
import type { ChatItem } from '../types';
import { ChatMessageRow } from './chat-message-row';
import { EDGE_PX, OLDER_PX, type useHistoryVirtualizer } from './use-history-virtualizer';

/** "Show earlier messages" above the oldest loaded message, a spinner while the page loads. */
export function ShowEarlierButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chat-list__older" style={{ top: EDGE_PX, height: OLDER_PX }}>
      <button type="button" className="btn btn-link btn-sm" onClick={onClick} disabled={loading}>
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
  items: ChatItem[];
  virtualizer: ReturnType<typeof useHistoryVirtualizer>;
  onSend: (body: ChatBody) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
}

/** The messages in and near the view, each saying its place in the whole history (aria-posinset/setsize). */
export function MessageRows({ items, virtualizer, onSend, onResend, onRemove }: MessageRowsProps) {
  return (
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
  );
}
