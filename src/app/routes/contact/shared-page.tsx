import { useTranslation } from 'react-i18next';
import { ContactView } from '@/features/content/components/contact-view';
import { ChatWidgetSlot } from '../../chat-widget-slot';

/**
 * Not a page module of its own: the body of public-contact.tsx and member-contact.tsx, the contact page of both
 * shells. The public one starts at the top, the member one sits under the member shell's top bar.
 */
export function SharedContactPage({ underTopBar }: { underTopBar: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <main className={`page ${underTopBar ? 'page--offset' : 'page--flush'} container page--narrow`}>
        <h1 className="page__title">{t('pages.contact')}</h1>
        <ContactView />
      </main>
      {/* The floating chat widget mounts here, outside <main>. */}
      <ChatWidgetSlot />
    </>
  );
}
