import { PathIcon } from '@/components/path-icon';

/** Small inline icons of the chat (decorative: buttons carry their own labels). */
export function ChatIcon() {
  return (
    <PathIcon
      d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21.5l4.3-2.2c1.2.4 2.4.6 3.7.6 5.5 0 10-3.8 10-8.5S17.5 3 12 3zm-4 9.5a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z"
      size={26}
      variant="fill"
    />
  );
}

export function AttachIcon() {
  return (
    <PathIcon
      d="M21 11.5l-8.6 8.6a5.5 5.5 0 0 1-7.8-7.8l9.2-9.2a3.7 3.7 0 0 1 5.2 5.2l-9.2 9.2a1.8 1.8 0 0 1-2.6-2.6l8.5-8.5"
      size={20}
    />
  );
}

export function SendIcon() {
  return <PathIcon d="M3 20.5l18-8.5L3 3.5v6.6l12 1.9-12 1.9z" size={20} variant="fill" />;
}

export function RefreshIcon() {
  return <PathIcon d="M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7" size={20} />;
}

export function CloseIcon() {
  return <PathIcon d="M6 6l12 12M18 6L6 18" size={20} />;
}
