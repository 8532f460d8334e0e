import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from './modal-frame';
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
    <ModalFrame
      show={show}
      onHide={onHide}
      size="xl"
      titleId="banner-modal-title"
      title={title}
      footer={
        <>
          <Button onClick={onHide}>{t('promotion.banners.continue')}</Button>
        </>
      }
    >
      <BannerCarousel items={items} label={title} />
    </ModalFrame>
  );
}
