import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useMoney } from '@/lib/member-currency';
import { BannerCarousel } from '@/components/banner-carousel';
import type { Bonus } from '@/contract/bonus';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import { SafeHtml } from '@/components/safe-html';
import { ContractError } from '@/lib/http';
import { useActivateBonus, useBonusNotice } from '../api';
import { fillPercentFail } from '../model';
import { ReceiveFooter, useReceive } from './receive';

export interface BonusModalProps {
  bonus: Bonus;
  /** The bonus is the member's current one: the modal offers confirm instead of receive. */
  current: boolean;
  onHide: () => void;
}

/**
 * Banner carousel, the notice (GET /api/lookup/notice) with the bonus's fail percentage, and receive (or
 * confirm when already active). A notice that fails to load is left out, unless its answer cannot be read:
 * then the error and a retry.
 */
export function BonusModal({ bonus, current, onHide }: BonusModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const activate = useActivateBonus();
  const notice = useBonusNotice();
  const title = bonus.name ?? bonus.code;

  // The answer has no shape in the spec: the amount is the bonus's own (an extra), when it has one.
  const receive = useReceive(activate, onHide, () => ({
    move: 'bonus',
    amount: bonus.amount,
    from: { kind: 'source', key: 'bonus', detail: title },
    to: { kind: 'wallet' },
  }));

  return (
    <ModalFrame
      show
      onHide={onHide}
      scrollable
      titleId="bonus-modal-title"
      title={title}
      footer={
        <ReceiveFooter
          onHide={onHide}
          action={
            current
              ? { label: t('common.confirm'), onClick: onHide }
              : { label: t('bonus.receive'), onClick: () => receive(bonus.code), busy: activate.isPending }
          }
        />
      }
    >
      {bonus.banners?.length > 0 && <BannerCarousel items={bonus.banners} label={title} />}
      <dl className="reward-figures mt-3">
        {bonus.amount !== undefined && (
          <div>
            <dt>{t('bonus.amount')}</dt>
            <dd className="reward-figures__main">{money.format(bonus.amount)}</dd>
          </div>
        )}
        <div>
          <dt>{t('bonus.percentFail')}</dt>
          <dd>{bonus.percentFail}%</dd>
        </div>
        <div>
          <dt>{t('bonus.limit')}</dt>
          <dd>{t(`bonus.limitText.${bonus.type}`, { count: bonus.maxReceived })}</dd>
        </div>
      </dl>
      {notice.isPending ? (
        <LoadingLine className="py-2" />
      ) : notice.isSuccess ? (
        <SafeHtml html={fillPercentFail(notice.data.notice, bonus.percentFail)} className="bonus-notice" />
      ) : notice.error instanceof ContractError ? (
        <LoadFailed error={notice.error} onRetry={() => void notice.refetch()} />
      ) : null}
    </ModalFrame>
  );
}
