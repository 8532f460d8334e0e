import { Button, Modal, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { LoadFailed } from '@/components/load-failed';
import { SafeHtml } from '@/components/safe-html';
import { errorText } from '@/lib/errors';
import { ApiError } from '@/lib/http';
import { useActivatePromotion, usePromotion } from '../api';

export interface PromotionModalProps {
  /** Uppercase code to look up. */
  code: string;
  onHide: () => void;
  onWalletChanged?: () => void;
}

/** The promo found for a code (fail percentage, description, receive), 'searching', or the not-found text. */
export function PromotionModal({ code, onHide, onWalletChanged }: PromotionModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const dialog = useDialog();
  const promotion = usePromotion(code);
  const activate = useActivatePromotion();
  const found = promotion.data;
  const notFound = promotion.error instanceof ApiError && promotion.error.code === 'NO_PROMOTION';

  const receive = () => {
    if (activate.isPending || !found) return;
    activate.mutate(found.code ?? code, {
      onSuccess: () => {
        onHide();
        onWalletChanged?.();
        void dialog.success({ title: t('common.successTitle'), message: t('common.saved') });
      },
      onError: (error) => void dialog.error({ title: t('common.errorTitle'), message: errorText(t, error) }),
    });
  };

  return (
    <Modal show onHide={onHide} centered aria-labelledby="promotion-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="promotion-title" as="h2" className="h5">
          {t('promotion.title', { code })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {promotion.isPending ? (
          <p role="status" className="mb-0 d-flex align-items-center gap-2">
            <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
            {t('promotion.searching')}
          </p>
        ) : notFound ? (
          <p className="mb-0" role="alert">
            {t('promotion.notFound')}
          </p>
        ) : promotion.isError ? (
          <LoadFailed error={promotion.error} onRetry={() => void promotion.refetch()} />
        ) : found ? (
          <>
            <p className="h6 mb-2">{found.name ?? found.code ?? code}</p>
            <dl className="reward-figures">
              {found.amount !== undefined && (
                <div>
                  <dt>{t('promotion.amount')}</dt>
                  <dd className="reward-figures__main">{money.format(found.amount)}</dd>
                </div>
              )}
              <div>
                <dt>{t('promotion.percentFail')}</dt>
                <dd>{found.percentFail}%</dd>
              </div>
            </dl>
            <SafeHtml html={found.description} className="promotion-description" />
          </>
        ) : null}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          {t('common.close')}
        </Button>
        {found && (
          <Button onClick={receive} disabled={activate.isPending}>
            {activate.isPending && <Spinner animation="border" size="sm" aria-hidden="true" className="me-1" />}
            {t('promotion.receive')}
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}
