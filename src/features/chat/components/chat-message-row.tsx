import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { ChatBody } from '@/contract/chat';
import type { ChatItem } from '../types';
import { MessageContent } from './message-content';

/** The words every row shows, looked up once for the list: a page of rows mounting in one task on a slow phone
 * would otherwise run a dozen translations and language subscriptions per row. */
export function useRowLabels() {
  const { t } = useTranslation();
  // A new language brings a new t, so new labels, and the memoised rows re-render (their times too).
  return useMemo(
    () => ({
      you: t('chat.you'),
      support: t('chat.support'),
      endConversation: t('chat.endConversation'),
      uploading: (progress: number) => t('chat.status.uploading_file', { progress }),
      uploadProgress: t('chat.status.uploadProgress'),
      sending: t('chat.status.sending'),
      failed: t('chat.status.failed'),
      resend: t('chat.resend'),
      remove: t('chat.remove'),
      succeed: t('chat.status.succeed'),
    }),
    [t],
  );
}

export type RowLabels = ReturnType<typeof useRowLabels>;

interface ChatMessageRowProps {
  item: ChatItem;
  labels: RowLabels;
  /** Show the End Conversation separator above this message. */
  separatorBefore: boolean;
  onSend: (body: ChatBody) => void;
  onResend: (key: string) => void;
  onRemove: (key: string) => void;
}

/** One message's content (its list item is the history's, which places it): customer on the right, support
 * on the left, with its delivery state. Memoised so a new message, or a row's new place, does not re-render
 * (or re-linkify) the whole history. */
export const ChatMessageRow = memo(function ChatMessageRow({
  item,
  labels,
  separatorBefore,
  onSend,
  onResend,
  onRemove,
}: ChatMessageRowProps) {
  const mine = item.sender === 'customer';
  const status = item.status;
  return (
    // Flat on purpose (no wrapper around bubble and meta inside the row's <li>): a long history pages in on a
    // slow phone, and every element a row adds is style, layout and paint work in that frame.
    <>
      {separatorBefore ? (
        <div className="chat-separator" role="separator">
          <span>{labels.endConversation}</span>
        </div>
      ) : null}
      <span className="visually-hidden">{mine ? labels.you : labels.support}: </span>
      <div
        className={`chat-bubble ${mine ? 'chat-bubble--mine' : 'chat-bubble--theirs'}${status === 'failed' ? ' chat-bubble--failed' : ''}`}
      >
        <MessageContent body={item.message} onSend={onSend} />
      </div>
      <div className="chat-meta">
        {status === 'uploading_file' ? (
          <span className="chat-status">
            {labels.uploading(item.progress ?? 0)}
            <progress
              max={100}
              value={item.progress ?? 0}
              className="chat-progress"
              aria-label={labels.uploadProgress}
            />
          </span>
        ) : status === 'sending' ? (
          <span className="chat-status">{labels.sending}</span>
        ) : status === 'failed' ? (
          <span className="chat-status chat-status--failed">
            <span className="text-danger">{labels.failed}</span>
            <button type="button" className="btn btn-link btn-sm p-0 ms-2" onClick={() => onResend(item.key)}>
              {labels.resend}
            </button>
            <button
              type="button"
              className="btn btn-link btn-sm p-0 ms-2 text-danger"
              onClick={() => onRemove(item.key)}
            >
              {labels.remove}
            </button>
          </span>
        ) : (
          <>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            {status === 'succeed' ? <span className="chat-status ms-1">· {labels.succeed}</span> : null}
          </>
        )}
      </div>
    </>
  );
});
