import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { GatedLink } from '@/components/gated-link';
import { LoadingLine } from '@/components/loading-line';
import { SafeHtml } from '@/components/safe-html';
import { config } from '@/config';
import { errorText } from '@/lib/errors';
import { imageUrl, navigableUrl } from '@/rules/url';
import { useContact } from '../api';

/** Contact text (server HTML), LINE QR image, contact name and link, and the app version. */
export function ContactView() {
  const { t } = useTranslation();
  const contact = useContact();
  const lineQr = imageUrl(contact.data?.lineQR);

  return (
    <div className="contact-view">
      {contact.isPending && <LoadingLine />}
      {contact.isError && (
        <div role="alert" className="text-center py-3">
          <p className="mb-2">{t('contact.loadFailed')}</p>
          <p className="small text-body-secondary">{errorText(t, contact.error)}</p>
          <Button variant="outline-primary" size="sm" onClick={() => void contact.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {contact.isSuccess && (
        <>
          <SafeHtml html={contact.data.contactText} className="contact-view__text mb-3" topHeading={2} />
          <section className="contact-view__line card card-body text-center mb-3" aria-labelledby="contact-line-title">
            <h2 id="contact-line-title" className="h6">
              {t('contact.lineTitle')}
            </h2>
            {lineQr && (
              <img
                className="contact-view__qr mx-auto mb-2"
                src={lineQr}
                alt={t('contact.qrAlt', { name: contact.data.lineName })}
                width={180}
                height={180}
              />
            )}
            <p className="mb-1">
              {t('contact.lineName')} <strong>{contact.data.lineName}</strong>
            </p>
            {contact.data.lineLink && (
              <GatedLink className="btn btn-primary" href={navigableUrl(contact.data.lineLink)}>
                {t('contact.openLine')}
              </GatedLink>
            )}
          </section>
        </>
      )}
      <p className="contact-view__version small text-body-secondary text-center">
        {t('contact.version', { version: config.appVersion })}
      </p>
    </div>
  );
}
