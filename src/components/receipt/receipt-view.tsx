import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { canShareFiles } from '@/lib/canvas-text';
import { downloadFile } from '@/lib/png-file';
import { receiptImageTitle, type ReceiptRow } from '@/lib/receipt';
import { useToast } from '../toast/use-toast';
import { useReceiptPng } from './use-receipt-png';

export interface ReceiptViewProps {
  rows: readonly ReceiptRow[];
  fileName: string;
}

/** The e-slip receipt inside the success dialog: its rows, and Save (and, where the phone can, Share) as a PNG. */
export function ReceiptView({ rows, fileName }: ReceiptViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const title = t('receipt.title');
  const png = useReceiptPng(receiptImageTitle(t), rows, fileName);
  const [shareable] = useState(() => canShareFiles(typeof navigator === 'undefined' ? undefined : navigator));
  const file = png.status === 'ready' ? png.file : null;

  const onShare = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title });
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== 'AbortError') toast.danger(t('receipt.shareFailed'));
    }
  };

  return (
    <section className="receipt card text-start mt-3" aria-labelledby={titleId}>
      <div className="card-body">
        <h3 id={titleId} className="h6">
          {title}
        </h3>
        <dl className="receipt__rows mb-2">
          {rows.map((row) => (
            <div key={row.key} className="d-flex justify-content-between gap-2 border-bottom py-1">
              <dt className="fw-normal text-body-secondary text-nowrap">{row.label}</dt>
              <dd className="mb-0 fw-semibold text-end text-break">{row.value}</dd>
            </div>
          ))}
        </dl>
        {png.status === 'failed' ? (
          <p className="small text-body-secondary mb-0">{t('receipt.saveFailed')}</p>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <Button variant="outline-primary" disabled={!file} onClick={() => file && downloadFile(file)}>
              {t('receipt.save')}
            </Button>
            {shareable && (
              <Button variant="outline-secondary" disabled={!file} onClick={() => void onShare()}>
                {t('receipt.share')}
              </Button>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
