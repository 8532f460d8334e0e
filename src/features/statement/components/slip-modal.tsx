import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ModalFrame } from '@/components/modal-frame';
import { LoadingLine } from '@/components/loading-line';
import { Pagination } from '@/components/pagination/pagination';
import type { Slip } from '@/contract/statement';
import { errorText } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { ContractError } from '@/lib/http';
import { imageUrl, navigableUrl } from '@/rules/url';
import { useSlipImage, useSlips } from '../api';
import { SLIP_PAGE_SIZE } from '../model';
import { SlipCard } from './slip-card';

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
  const image = useSlipImage();
  const [viewing, setViewing] = useState<{ slip: Slip; url: string; link: string | null } | null>(null);
  // The slip's image URL failed the URL gate: it is neither loaded nor linked.
  const [refused, setRefused] = useState(false);
  const list = slips.data?.slips ?? [];
  // The spec's answer carries only the slips; without a total, a full page means there may be another.
  const total =
    slips.data?.total ?? (page - 1) * SLIP_PAGE_SIZE + list.length + (list.length === SLIP_PAGE_SIZE ? 1 : 0);

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
      {viewing ? (
        <div className="text-center">
          <img
            src={viewing.url}
            alt={t('slip.imageAlt', { date: formatDateTime(viewing.slip.createdAt) })}
            className="slip-image"
          />
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
          {slips.isPending && <LoadingLine />}
          {slips.isError && !slips.data && (
            <div className="text-center text-body-secondary py-3">
              <p className="mb-1">{t('slip.loadFailed')}</p>
              {slips.error instanceof ContractError && <p className="small mb-0">{errorText(t, slips.error)}</p>}
            </div>
          )}
          {slips.isSuccess && list.length === 0 && (
            <p className="text-center text-body-secondary py-3">{t('slip.empty')}</p>
          )}
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
            <ul className="slip-cards" aria-label={t('slip.pageLabel', { page: slips.data?.page ?? page })}>
              {list.map((slip) => (
                <SlipCard
                  key={slip.reference}
                  slip={slip}
                  onView={view}
                  viewing={image.isPending}
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
