import { ChatWidgetSlot } from '../chat-widget-slot';
import { PageFrame } from './page-frame';

export function Component() {
  return (
    <>
      <PageFrame titleKey="pages.contact" />
      <ChatWidgetSlot />
    </>
  );
}
