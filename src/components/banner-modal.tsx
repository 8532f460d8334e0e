import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { BannerCarousel, type BannerItem } from './banner-carousel';

export interface BannerModalProps {
  show: boolean;
  title: string;
  items: BannerItem[];
  /** Closing (X, Escape, backdrop or continue) hands over to whatever comes next. */
  onHide: () => void;
}

/** The promo-banner modal shown before the invite and refund modals. */
export function BannerModal({ show, title, items, onHide }: BannerModalProps) {
  const { t } = useTranslation();
  return (
    <Modal show={show} onHide={onHide} centered size="xl" aria-labelledby="banner-modal-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="banner-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <BannerCarousel items={items} label={title} />
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onHide}>{t('promotion.banners.continue')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
