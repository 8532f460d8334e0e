import { useState } from 'react';
import { Button, Modal, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/currency';
import { LoadingLine } from '@/components/loading-line';
import { Pagination } from '@/components/pagination/pagination';
import type { Slip } from '@/contract/statement';
import { codeText, errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { ContractError } from '@/lib/http';
import { imageUrl, navigableUrl } from '@/rules/url';
import { useSlipImage, useSlips } from '../api';
import { SLIP_PAGE_SIZE, slipAmountText, slipReason, statusKind } from '../model';

interface SlipModalProps {
  show: boolean;
  onHide: () => void;
}

const STATUS_CLASS = { success: 'text-success-emphasis', failed: 'text-danger-emphasis', processing: 'text-warning-emphasis' } as const;

/** The member's uploaded slips with their check status (and reason), ten a page, with an image view. */
export function SlipModal({ show, onHide }: SlipModalProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const slips = useSlips(page);
  const image = useSlipImage();
  const [viewing, setViewing] = useState<{ slip: Slip; url: string; link: string | null } | null>(null);
  // The slip's image URL failed the URL gate: it is neither loaded nor linked.
  const [refused, setRefused] = useState(false);
  const list = slips.data?.slips ?? [];
  // The spec's answer carries only the slips; without a total, a full page means there may be another.
  const total = slips.data?.total ?? (page - 1) * SLIP_PAGE_SIZE + list.length + (list.length === SLIP_PAGE_SIZE ? 1 : 0);

  const view = (slip: Slip) => {
    if (image.isPending) return;
    setRefused(false);
    image.mutate(slip.reference, {
      onSuccess: (raw) => {
        const url = imageUrl(raw);
        if (url) setViewing({ slip, url, link: navigableUrl(raw) });
        else setRefused(true);
      },
    });
  };

  const statusText = (slip: Slip) => {
    const reason = slipReason(slip.note);
    const status = t(`slip.status.${statusKind(slip.status)}`);
    return reason ? `${status} (${codeText(t, 'slip.reason', reason)})` : status;
  };

  return (
    <Modal show={show} onHide={onHide} centered scrollable size="lg" aria-labelledby="slip-title">
      <Modal.Header closeButton closeLabel={t('common.close')}>
        <Modal.Title id="slip-title" as="h2" className="h5">
          {t('slip.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {viewing ? (
          <div className="text-center">
            <img src={viewing.url} alt={t('slip.imageAlt', { date: formatDateTime(viewing.slip.createdAt) })} className="slip-image" />
            <div className="d-flex justify-content-center gap-2 mt-3">
              <Button variant="outline-secondary" size="sm" onClick={() => setViewing(null)}>
                {t('slip.backToList')}
              </Button>
              {/* A data: or blob: image shows here only: browsers do not open those in a tab. */}
              {viewing.link && (
                <a className="btn btn-link btn-sm" href={viewing.link} target="_blank" rel="noreferrer noopener">
                  {t('slip.openImage')}
                </a>
              )}
            </div>
          </div>
        ) : (
          <>
            <div className="d-flex justify-content-end mb-2">
              <Button variant="link" size="sm" className="p-0" onClick={() => void slips.refetch()} disabled={slips.isFetching}>
                {slips.isFetching && !slips.isPending ? t('slip.refreshing') : t('slip.refresh')}
              </Button>
            </div>
            {slips.isPending && (
              <LoadingLine />
            )}
            {slips.isError && !slips.data && (
              <div className="text-center text-body-secondary py-3">
                <p className="mb-1">{t('slip.loadFailed')}</p>
                {slips.error instanceof ContractError && <p className="small mb-0">{errorText(t, slips.error)}</p>}
              </div>
            )}
            {slips.isSuccess && list.length === 0 && <p className="text-center text-body-secondary py-3">{t('slip.empty')}</p>}
            {refused && (
              <p role="alert" className="small text-danger">
                {t('errors.UNSAFE_LINK')}
              </p>
            )}
            {image.isError && (
              <p role="alert" className="small text-danger">
                {t('slip.imageFailed')} {errorText(t, image.error)}
              </p>
            )}
            {list.length > 0 && (
              <Table size="sm" responsive className="align-middle small slip-table">
                <thead>
                  <tr>
                    <th scope="col">{t('slip.colTime')}</th>
                    <th scope="col" className="text-end">
                      {t('slip.colAmount')}
                    </th>
                    <th scope="col">{t('slip.colStatus')}</th>
                    <th scope="col">{t('slip.colImage')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((slip) => (
                    <tr key={slip.reference}>
                      <td>{formatDateTime(slip.createdAt)}</td>
                      <td className="text-end">{slip.amount > 0 ? money.format(slip.amount) : slipAmountText(slip.amount)}</td>
                      <td className={STATUS_CLASS[statusKind(slip.status)]}>{statusText(slip)}</td>
                      <td>
                        <Button
                          variant="link"
                          size="sm"
                          className="p-0"
                          onClick={() => view(slip)}
                          disabled={image.isPending}
                          aria-label={t('slip.viewFor', { date: formatDateTime(slip.createdAt) })}
                        >
                          {t('slip.view')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
            <Pagination page={page} total={total} pageSize={SLIP_PAGE_SIZE} onChange={setPage} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {t('common.close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
