import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { useChatWidgetEnabled } from '@/features/chat/api';

// The widget, its panel and socket.io-client load only when the site turns the chat on.
const ChatWidget = lazy(() => import('@/features/chat/components/chat-widget'));

/** Where the floating chat widget is mounted (contact pages); shown when enableChatWidget is on. */
export function ChatWidgetSlot() {
  const enabled = useChatWidgetEnabled();
  if (!enabled) return null;
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </ErrorBoundary>
  );
}
