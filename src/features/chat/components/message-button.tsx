import { useTranslation } from 'react-i18next';
import type { ChatBody, ChatButton } from '@/contract/chat';
import { buttonAction } from '../model';

interface MessageButtonProps {
  button: ChatButton;
  onSend: (body: ChatBody) => void;
  className?: string;
}

/**
 * One server button: web opens a safe http(s) URL in a new tab, call dials a tel: link,
 * postback and plain message send a message. Anything unsafe is shown but does nothing.
 */
export function MessageButton({ button, onSend, className = 'btn btn-outline-primary btn-sm' }: MessageButtonProps) {
  const { t } = useTranslation();
  const action = buttonAction(button);
  const title = button.title || t('chat.button.untitled');
  switch (action.kind) {
    case 'open':
      return (
        <a className={className} href={action.href} target="_blank" rel="noopener noreferrer">
          {title}
        </a>
      );
    case 'call':
      return (
        <a className={className} href={action.href}>
          {title}
        </a>
      );
    case 'send':
      return (
        <button type="button" className={className} onClick={() => onSend(action.body)}>
          {title}
        </button>
      );
    case 'blocked':
      return (
        <button type="button" className={className} disabled title={t('chat.button.blocked')}>
          {title}
        </button>
      );
  }
}
