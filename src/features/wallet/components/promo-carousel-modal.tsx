import { useRef } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { safeImageUrl } from '@/lib/safe-url';
import { WalletIcon } from './wallet-icon';

export interface PromoItem {
  image: string;
  html: string;
}

export interface PromoCarouselModalProps {
  show: boolean;
  title: string;
  items: PromoItem[];
  onHide: () => void;
}

/** Banners of 300x211, three per view on a wide screen, swiped (or stepped) on a phone. */
export function PromoCarouselModal({ show, title, items, onHide }: PromoCarouselModalProps) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);

  const step = (direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  return (
    <Modal show={show} onHide={onHide} centered size="xl" aria-labelledby="promo-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="promo-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {items.length === 0 ? (
          <p>{t('promo.empty')}</p>
        ) : (
          <div className="promo-carousel">
            <ul className="promo-carousel__track" ref={track} aria-label={t('promo.label')}>
              {items.map((item, index) => {
                const image = safeImageUrl(item.image);
                return (
                  <li key={index} className="promo-carousel__item">
                    {image && <img src={image} alt={t('promo.itemAlt', { index: index + 1, count: items.length })} width={300} height={211} />}
                    <SafeHtml html={item.html} className="promo-carousel__text" />
                  </li>
                );
              })}
            </ul>
            {items.length > 1 && (
              <div className="d-flex justify-content-center gap-2 mt-2">
                <Button variant="outline-primary" size="sm" onClick={() => step(-1)} aria-label={t('promo.previous')}>
                  <WalletIcon name="chevronLeft" size={18} />
                </Button>
                <Button variant="outline-primary" size="sm" onClick={() => step(1)} aria-label={t('promo.next')}>
                  <WalletIcon name="chevronRight" size={18} />
                </Button>
              </div>
            )}
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onHide}>{t('promo.continue')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
