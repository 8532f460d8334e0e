import { memo } from 'react';
import type { ChatBody } from '@/contract/chat';
import { MessageButton } from './message-button';
import { MessageGeneric } from './message-generic';
import { MessageMedia } from './message-media';
import { MessageText } from './message-text';

/** Renders every message type of spec section 3; unknown shapes show nothing rather than crash. Memoised: a
 * row re-renders when its place in the history changes, its message does not. */
export const MessageContent = memo(function MessageContent({
  body,
  onSend,
}: {
  body: ChatBody;
  onSend: (body: ChatBody) => void;
}) {
  switch (body?.message_type) {
    case 'text':
      return <MessageText text={typeof body.payload === 'string' ? body.payload : ''} />;
    case 'buttons':
      return (
        <div className="chat-buttons">
          {body.payload?.text ? <MessageText text={body.payload.text} /> : null}
          <div className="d-grid gap-1">
            {(body.payload?.buttons ?? []).map((button, index) => (
              <MessageButton key={index} button={button} onSend={onSend} />
            ))}
          </div>
        </div>
      );
    case 'quick_replies':
      return (
        <div>
          {body.payload?.text ? <MessageText text={body.payload.text} /> : null}
          <div className="chat-quick-replies">
            {(body.payload?.quick_replies ?? []).map((button, index) => (
              <MessageButton
                key={index}
                button={button}
                onSend={onSend}
                className="btn btn-sm btn-outline-primary rounded-pill"
              />
            ))}
          </div>
        </div>
      );
    case 'media':
      return <MessageMedia payload={body.payload} />;
    case 'generic':
      return <MessageGeneric cards={body.payloads} onSend={onSend} />;
    case 'postback':
      return <MessageText text={body.payload?.title ?? ''} />;
    default:
      return null;
  }
});
