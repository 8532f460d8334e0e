import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { Slip } from '@/contract/statement';
import { formatDateTime } from '@/lib/format';

export interface ViewedSlip {
  slip: Slip;
  /** The image's address, past the URL gate. */
  url: string;
  /** The same address when a browser tab can open it (not a data: or blob: image). */
  link: string | null;
}

/** One slip's image, with the way back to the list and, where a tab can show it, a link that opens it. */
export function SlipImageView({ viewing, onBack }: { viewing: ViewedSlip; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="text-center">
      <img
        src={viewing.url}
        alt={t('slip.imageAlt', { date: formatDateTime(viewing.slip.createdAt) })}
        className="slip-image"
      />
      <div className="d-flex justify-content-center gap-2 mt-3">
        <Button variant="outline-secondary" size="sm" onClick={onBack}>
          {t('slip.backToList')}
        </Button>
        {viewing.link && (
          <a className="btn btn-link btn-sm" href={viewing.link} target="_blank" rel="noreferrer noopener">
            {t('slip.openImage')}
          </a>
        )}
      </div>
    </div>
  );
}
