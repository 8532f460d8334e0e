import { useEffect, useRef, useState } from 'react';
import type { ChatConversation } from '../hooks/use-chat-conversation';
import { useMarkRead } from '../hooks/use-mark-read';
import { ChatComposer } from './chat-composer';
import { ChatLoadFailed, ChatLoading, ChatPanelHeader } from './chat-panel-parts';
import { ChatMessageList } from './chat-message-list';
import { usePanelCoversPage } from '../hooks/use-phone-tab-trap';

interface ChatPanelProps {
  open: boolean;
  chat: ChatConversation;
  onClose: () => void;
}

/** The chat panel: header with refresh and close, the history list, the message box. */
export function ChatPanel({ open, chat, onClose }: ChatPanelProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [atBottom, setAtBottom] = useState(true);
  const coversPage = usePanelCoversPage();

  // Focus the message box once the opened panel has painted: focusing lays the page out at once, which
  // would otherwise lengthen the opening task on a slow phone.
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => textarea.current?.focus({ preventScroll: true }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const lastSupport = [...chat.items].reverse().find((i) => i.sender !== 'customer');
  useMarkRead(chat.identity, lastSupport?.key ?? null, open && atBottom);

  // Until the first page arrives: never a flash of the empty list, and a refetch keeps the list in place.
  const firstLoad = !chat.loaded && chat.items.length === 0;

  return (
    <section
      id="chat-panel"
      className="chat-panel shadow"
      role="dialog"
      aria-modal={open && coversPage}
      aria-labelledby="chat-panel-title"
      hidden={!open}
    >
      <ChatPanelHeader
        online={chat.connected}
        refreshDisabled={chat.loading !== 'idle' || !chat.ready}
        onRefresh={chat.refresh}
        onClose={onClose}
      />
      {chat.loadError && chat.items.length === 0 ? (
        <ChatLoadFailed error={chat.loadError} onRetry={chat.refresh} />
      ) : firstLoad || !chat.ready ? (
        <ChatLoading />
      ) : (
        <ChatMessageList
          items={chat.items}
          hasMore={chat.hasMore}
          loadingOlder={chat.loading === 'older'}
          onLoadOlder={chat.loadOlder}
          onSend={chat.sendBody}
          onResend={chat.resend}
          onRemove={chat.remove}
          onAtBottomChange={setAtBottom}
        />
      )}
      <ChatComposer
        disabled={!chat.ready}
        onSendText={chat.sendText}
        onSendFile={chat.sendFile}
        textareaRef={textarea}
      />
    </section>
  );
}
