import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BannerModal } from '@/components/banner-modal';
import { LoadingOverlay } from '@/components/loading-overlay';
import { inviteBannersQuery } from '../api';
import { InviteModal } from './invite-modal';

export interface InviteFlowProps {
  /** The profile's id for the invite link (PR{userId}); undefined while the wallet loads. */
  userId: string | undefined;
  onClose: () => void;
}

/**
 * The invite tile: banners first (GET /api/invite/banners) in a carousel modal whose closing opens
 * the invite modal; with no banners (or when they fail to load or cannot be read: banners are only
 * decoration) the invite modal opens directly.
 */
export function InviteFlow({ userId, onClose }: InviteFlowProps) {
  const { t } = useTranslation();
  const banners = useQuery(inviteBannersQuery);
  const [seenBanners, setSeenBanners] = useState(false);

  if (banners.isPending) return <LoadingOverlay show />;
  const items = banners.data ?? [];
  if (!seenBanners && items.length > 0) {
    return <BannerModal show title={t('invite.bannersTitle')} items={items} onHide={() => setSeenBanners(true)} />;
  }
  return <InviteModal show userId={userId} onHide={onClose} />;
}
