import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { useMoney } from '@/lib/member-currency';
import { LoadFailed } from '@/components/load-failed';
import { SafeHtml } from '@/components/safe-html';
import { ApiError } from '@/lib/http';
import { useActivatePromotion, usePromotion } from '../api';
import { ReceiveFooter, useReceive } from './receive';

export interface PromotionModalProps {
  /** Uppercase code to look up. */
  code: string;
  onHide: () => void;
}

/** The promo found for a code (fail percentage, description, receive), 'searching', or the not-found text. */
export function PromotionModal({ code, onHide }: PromotionModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const promotion = usePromotion(code);
  const activate = useActivatePromotion();
  const found = promotion.data;
  const notFound = promotion.error instanceof ApiError && promotion.error.code === 'NO_PROMOTION';

  const receive = useReceive(activate, onHide, (received) => ({
    move: 'promotion',
    amount: found?.amount,
    from: { kind: 'source', key: 'promotion', detail: received },
    to: { kind: 'wallet' },
  }));

  return (
    <ModalFrame
      show
      onHide={onHide}
      titleId="promotion-title"
      title={t('promotion.title', { code })}
      footer={
        <ReceiveFooter
          onHide={onHide}
          action={
            found && {
              label: t('promotion.receive'),
              onClick: () => receive(found.code ?? code),
              busy: activate.isPending,
            }
          }
        />
      }
    >
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
    </ModalFrame>
  );
}
