import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BannerModal } from '@/components/banner-modal';
import { LoadingOverlay } from '@/components/loading-overlay';
import { refundBannersQuery } from '../api';
import { RefundModal } from './refund-modal';

export interface RefundFlowProps {
  onClose: () => void;
}

/** The refund tile: banners first (GET /api/refund/banners), then the refund modal; no banners, straight to it. */
export function RefundFlow({ onClose }: RefundFlowProps) {
  const { t } = useTranslation();
  const banners = useQuery(refundBannersQuery);
  const [seenBanners, setSeenBanners] = useState(false);

  if (banners.isPending) return <LoadingOverlay show />;
  const items = banners.data ?? [];
  if (!seenBanners && items.length > 0) {
    return <BannerModal show title={t('refund.bannersTitle')} items={items} onHide={() => setSeenBanners(true)} />;
  }
  return <RefundModal show onHide={onClose} />;
}
