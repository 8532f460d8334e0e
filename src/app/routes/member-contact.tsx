import { useTranslation } from 'react-i18next';
import { ContactView } from '@/features/content/components/contact-view';
import { ChatWidgetSlot } from '../chat-widget-slot';

/** Member contact page: with the top offset under the member top bar. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <main className="page page--offset container page--narrow">
        <h1 className="page__title">{t('pages.contact')}</h1>
        <ContactView />
      </main>
      {/* Chat widget (its own issue): the floating widget mounts here, outside <main>. Keep this element. */}
      <ChatWidgetSlot />
    </>
  );
}
