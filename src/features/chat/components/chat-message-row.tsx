import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { ChatBody } from '@/contract/chat';
import type { ChatItem } from '../types';
import { MessageContent } from './message-content';

interface ChatMessageRowProps {
  item: ChatItem;
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
  separatorBefore,
  onSend,
  onResend,
  onRemove,
}: ChatMessageRowProps) {
  const { t } = useTranslation();
  const mine = item.sender === 'customer';
  const status = item.status;
  return (
    // Flat on purpose (no wrapper around bubble and meta inside the row's <li>): a long history pages in on a
    // slow phone, and every element a row adds is style, layout and paint work in that frame.
    <>
      {separatorBefore ? (
        <div className="chat-separator" role="separator">
          <span>{t('chat.endConversation')}</span>
        </div>
      ) : null}
      <span className="visually-hidden">{mine ? t('chat.you') : t('chat.support')}: </span>
      <div
        className={`chat-bubble ${mine ? 'chat-bubble--mine' : 'chat-bubble--theirs'}${status === 'failed' ? ' chat-bubble--failed' : ''}`}
      >
        <MessageContent body={item.message} onSend={onSend} />
      </div>
      <div className="chat-meta">
        {status === 'uploading_file' ? (
          <span className="chat-status">
            {t('chat.status.uploading_file', { progress: item.progress ?? 0 })}
            <progress
              max={100}
              value={item.progress ?? 0}
              className="chat-progress"
              aria-label={t('chat.status.uploadProgress')}
            />
          </span>
        ) : status === 'sending' ? (
          <span className="chat-status">{t('chat.status.sending')}</span>
        ) : status === 'failed' ? (
          <span className="chat-status chat-status--failed">
            <span className="text-danger">{t('chat.status.failed')}</span>
            <button type="button" className="btn btn-link btn-sm p-0 ms-2" onClick={() => onResend(item.key)}>
              {t('chat.resend')}
            </button>
            <button
              type="button"
              className="btn btn-link btn-sm p-0 ms-2 text-danger"
              onClick={() => onRemove(item.key)}
            >
              {t('chat.remove')}
            </button>
          </span>
        ) : (
          <>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
            {status === 'succeed' ? <span className="chat-status ms-1">· {t('chat.status.succeed')}</span> : null}
          </>
        )}
      </div>
    </>
  );
});
