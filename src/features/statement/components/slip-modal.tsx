import { useState } from 'react';
import type { Slip } from '@/contract/statement';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { LoadingLine } from '@/components/loading-line';
import { Pagination } from '@/components/pagination/pagination';
import { errorText } from '@/lib/errors';
import { ContractError } from '@/lib/http';
import { useSlips } from '../api';
import { SLIP_PAGE_SIZE } from '../model';
import { SlipCard } from './slip-card';
import { SlipImageView } from './slip-image-view';
import { SlipReceiptView } from './statement-receipt';
import { useSlipViewer } from '../hooks/use-slip-viewer';

interface SlipModalProps {
  show: boolean;
  onHide: () => void;
  /** The reference of the slip to mark (the one the upload's message named). */
  marked?: string;
}

/** The member's uploaded slips as cards with their check status (and reason), ten a page, with an image view. */
export function SlipModal({ show, onHide, marked }: SlipModalProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const slips = useSlips(page);
  const viewer = useSlipViewer();
  const [receiptOf, setReceiptOf] = useState<Slip | null>(null);
  const list = slips.data?.slips ?? [];
  // The spec's answer carries only the slips; without a total, a full page means there may be another.
  const total =
    slips.data?.total ?? (page - 1) * SLIP_PAGE_SIZE + list.length + (list.length === SLIP_PAGE_SIZE ? 1 : 0);

  return (
    <ModalFrame
      show={show}
      onHide={onHide}
      scrollable
      size="lg"
      titleId="slip-title"
      title={t('slip.title')}
      footer={
        <>
          <Button variant="primary" onClick={onHide}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      {receiptOf ? (
        <SlipReceiptView slip={receiptOf} onBack={() => setReceiptOf(null)} />
      ) : viewer.viewing ? (
        <SlipImageView viewing={viewer.viewing} onBack={viewer.back} />
      ) : (
        <>
          <div className="d-flex justify-content-end mb-2">
            <Button
              variant="link"
              size="sm"
              className="p-0"
              onClick={() => void slips.refetch()}
              disabled={slips.isFetching}
            >
              {slips.isFetching && !slips.isPending ? t('slip.refreshing') : t('slip.refresh')}
            </Button>
          </div>
          <SlipListState
            loading={slips.isPending}
            error={slips.data ? null : slips.error}
            empty={slips.isSuccess && list.length === 0}
          />
          {viewer.refused && (
            <p role="alert" className="small text-danger">
              {t('errors.UNSAFE_LINK')}
            </p>
          )}
          {viewer.image.isError && (
            <p role="alert" className="small text-danger">
              {t('slip.imageFailed')} {errorText(t, viewer.image.error)}
            </p>
          )}
          {list.length > 0 && (
            <ul className="slip-cards" aria-label={t('slip.pageLabel', { page: slips.data?.page ?? page })}>
              {list.map((slip) => (
                <SlipCard
                  key={slip.reference}
                  slip={slip}
                  onView={viewer.view}
                  onReceipt={setReceiptOf}
                  viewing={viewer.image.isPending}
                  marked={slip.reference === marked}
                />
              ))}
            </ul>
          )}
          <Pagination page={page} total={total} pageSize={SLIP_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </ModalFrame>
  );
}

/** The list's loading line, its failure (why, when the answer was unreadable) or its empty state. */
function SlipListState({ loading, error, empty }: { loading: boolean; error: unknown; empty: boolean }) {
  const { t } = useTranslation();
  if (loading) return <LoadingLine />;
  if (error != null)
    return (
      <div className="text-center text-body-secondary py-3">
        <p className="mb-1">{t('slip.loadFailed')}</p>
        {error instanceof ContractError && <p className="small mb-0">{errorText(t, error)}</p>}
      </div>
    );
  if (empty) return <p className="text-center text-body-secondary py-3">{t('slip.empty')}</p>;
  return null;
}
