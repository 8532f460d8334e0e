import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { BannerCarousel } from '@/components/banner-carousel';
import type { Bonus } from '@/contract/bonus';
import { useDialog } from '@/components/dialog/use-dialog';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import { SafeHtml } from '@/components/safe-html';
import { errorText } from '@/lib/errors';
import { ContractError } from '@/lib/http';
import { useActivateBonus, useBonusNotice } from '../api';
import { fillPercentFail } from '../model';

export interface BonusModalProps {
  bonus: Bonus;
  /** The bonus is the member's current one: the modal offers confirm instead of receive. */
  current: boolean;
  onHide: () => void;
  onWalletChanged?: () => void;
}

/**
 * Banner carousel, the notice (GET /api/lookup/notice) with the bonus's fail percentage, and receive (or
 * confirm when already active). A notice that fails to load is left out, unless its answer cannot be read:
 * then the error and a retry.
 */
export function BonusModal({ bonus, current, onHide, onWalletChanged }: BonusModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dialog = useDialog();
  const activate = useActivateBonus();
  const notice = useBonusNotice();
  const title = bonus.name ?? bonus.code;

  const receive = () => {
    if (activate.isPending) return;
    activate.mutate(bonus.code, {
      onSuccess: () => {
        onHide();
        onWalletChanged?.();
        void dialog.success({ title: t('common.successTitle'), message: t('common.saved') });
      },
      onError: (error) => void dialog.error({ title: t('common.errorTitle'), message: errorText(t, error) }),
    });
  };

  return (
    <Modal show onHide={onHide} centered scrollable aria-labelledby="bonus-modal-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="bonus-modal-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
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
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('common.close')}
        </Button>
        {current ? (
          <Button onClick={onHide}>{t('common.confirm')}</Button>
        ) : (
          <Button onClick={receive} disabled={activate.isPending}>
            {activate.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('bonus.receive')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
