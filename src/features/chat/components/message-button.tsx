import { useTranslation } from 'react-i18next';
import { GatedLink } from '@/components/gated-link';
import type { ChatBody, ChatButton } from '@/contract/chat';
import { buttonAction } from '../links';

interface MessageButtonProps {
  button: ChatButton;
  onSend: (body: ChatBody) => void;
  className?: string;
}

/**
 * One server button: web opens an http(s) URL in a new tab, call dials a tel: link (both through
 * the URL gate), postback and plain message send a message. A refused URL is followed nowhere:
 * pressing the button says the link is unsafe. A button with nothing to send is disabled.
 */
export function MessageButton({ button, onSend, className = 'btn btn-outline-primary btn-sm' }: MessageButtonProps) {
  const { t } = useTranslation();
  const action = buttonAction(button);
  const title = button.title || t('chat.button.untitled');
  switch (action.kind) {
    case 'open':
    case 'refused':
      return (
        <GatedLink className={className} href={action.kind === 'open' ? action.href : null}>
          {title}
        </GatedLink>
      );
    case 'call':
      return (
        <GatedLink className={className} href={action.href} newTab={false}>
          {title}
        </GatedLink>
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
