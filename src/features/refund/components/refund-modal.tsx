import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { PagedLog } from '@/components/paged-log';
import { formatDateTime } from '@/lib/format';
import { useMoney } from '@/lib/member-currency';
import { useRefundCheck, useRefundLog } from '../api';
import { REFUND_PAGE_SIZE } from '../model';
import { RefundCheckCard } from './refund-check-card';
import { useRefundMoves } from '../hooks/use-refund-moves';

export interface RefundModalProps {
  show: boolean;
  onHide: () => void;
}

/**
 * The refund check with receive and add-to-wallet (both enabled by the spec's rule: a refund exists, no bonus
 * pending, amount above 0), and the refund log (a failed load shows why, with a retry).
 */
export function RefundModal({ show, onHide }: RefundModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const check = useRefundCheck(show);
  const log = useRefundLog(page, show);
  const moves = useRefundMoves(check.data);

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      titleId="refund-title"
      title={t('refund.title')}
      footer={
        <>
          <Button variant="outline-secondary" onClick={onHide}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <RefundCheckCard check={check.data} error={check.error} onRetry={() => void check.refetch()} {...moves} />
      <PagedLog
        id="refund-log"
        title={t('refund.logTitle')}
        empty={t('refund.empty')}
        columns={[
          { title: t('refund.columns.createdAt'), cell: (refund) => formatDateTime(refund.createdAt) },
          { title: t('refund.columns.amount'), cell: (refund) => money.format(refund.refundAmount), end: true },
        ]}
        query={log}
        rows={log.data?.refunds ?? []}
        total={log.data?.total}
        page={page}
        pageSize={REFUND_PAGE_SIZE}
        onPage={setPage}
      />
    </ModalFrame>
  );
}
