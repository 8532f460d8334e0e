import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { SkeletonOfSize } from '@/components/value-skeleton';
import type { InviteCounters } from '@/contract/wallet';

export interface ReferralBonusProps {
  invite: InviteCounters | undefined;
  format: (amount: number) => ReactNode;
  skeleton: SkeletonOfSize;
  /** The referral-bonus receive flow; without it the button stays disabled. */
  onReceive?: () => void;
  receiving?: boolean;
}

/** The referral bonus waiting to be received, its Receive button, and the invite counters. */
export function ReferralBonus({ invite, format, skeleton, onReceive, receiving }: ReferralBonusProps) {
  const { t } = useTranslation();
  return (
    <div className="wallet-header__invite">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <span>
          {t('home.referralBonus')} <strong>{invite ? format(invite.amount) : skeleton('m')}</strong>
        </span>
        <Button
          size="sm"
          variant="warning"
          onClick={onReceive}
          disabled={!onReceive || (invite?.amount ?? 0) <= 0 || receiving}
        >
          {t('home.receive')}
        </Button>
      </div>
      <dl className="wallet-header__counters">
        <div>
          <dt>{t('home.inviteSuccess')}</dt>
          <dd>{invite ? invite.success : skeleton('s')}</dd>
        </div>
        <div>
          <dt>{t('home.inviteFail')}</dt>
          <dd>{invite ? invite.fail : skeleton('s')}</dd>
        </div>
      </dl>
    </div>
  );
}
