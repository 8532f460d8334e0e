import { startTransition, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatIcon } from './chat-icons';
import { ChatPanel } from './chat-panel';
import { usePhoneTabTrap } from '../hooks/use-phone-tab-trap';
import '@/styles/chat-widget.scss';

/** The floating chat button with its invite message; it toggles the chat panel. */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  const [inviteDismissed, setInviteDismissed] = useState(false);
  const chat = useChatConversation(started, open);
  const launcher = useRef<HTMLButtonElement>(null);
  const widget = useRef<HTMLDivElement>(null);
  usePhoneTabTrap(open, widget);

  // Opening mounts the panel and starts its queries: a transition, so React renders it in slices between
  // frames instead of one long task inside the tap on a slow phone.
  const toggle = () => {
    startTransition(() => {
      setStarted(true);
      setInviteDismissed(true);
      chat.clearUnseen();
      setOpen((value) => !value);
    });
  };

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  return (
    <div className="chat-widget" ref={widget}>
      {started ? <ChatPanel open={open} chat={chat} onClose={close} /> : null}
      {!open && !inviteDismissed ? (
        <div className="chat-invite">
          <button type="button" className="chat-invite__text" onClick={toggle}>
            {t('chat.invite')}
          </button>
          <button
            type="button"
            className="chat-invite__close"
            onClick={() => setInviteDismissed(true)}
            aria-label={t('chat.dismissInvite')}
          >
            ×
          </button>
        </div>
      ) : null}
      <button
        ref={launcher}
        type="button"
        className="chat-launcher"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={started ? 'chat-panel' : undefined}
        aria-label={
          open
            ? t('chat.closeChat')
            : chat.unseen > 0
              ? t('chat.openChatUnseen', { n: chat.unseen })
              : t('chat.openChat')
        }
      >
        <ChatIcon />
        {chat.unseen > 0 && !open ? (
          <span className="chat-launcher__badge" aria-hidden="true">
            {chat.unseen}
          </span>
        ) : null}
      </button>
    </div>
  );
}

export default ChatWidget;
