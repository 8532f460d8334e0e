import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { config } from '@/config';
import { canShareFiles } from '@/lib/canvas-text';
import { downloadFile } from '@/lib/png-file';
import type { ReceiptRow, ReceiptStatus } from '@/lib/receipt';
import { useToast } from '../toast/use-toast';
import { PortalMark } from './portal-mark';
import { ReceiptBadge } from './receipt-badge';
import { useReceiptPng } from './use-receipt-png';

export interface ReceiptViewProps {
  status: ReceiptStatus;
  rows: readonly ReceiptRow[];
  /** The one line Share sends with the PNG (receiptShareText). */
  shareText: string;
  fileName: string;
}

/** A row's value: a bank account over its lines, a reference in its groups, anything else as it is. */
function RowValue({ row }: { row: ReceiptRow }) {
  if (row.groups && row.groups.length > 1) return row.groups.map((group, index) => <span key={index}>{group}</span>);
  if (row.lines)
    return row.lines.map((line, index) => (
      <span key={index} className="d-block">
        {index > 0 && ' '}
        {line}
      </span>
    ));
  return row.value;
}

/**
 * The e-slip inside the outcome dialog, as bank apps show theirs: the portal's mark and name, the kind of move, its
 * status as a badge, the amount large, then from, to, when and the reference; Save (and, where the phone can, Share)
 * as a PNG drawn alike. Every row keeps its label for screen readers, where the look shows it by place instead.
 */
export function ReceiptView({ status, rows, shareText, fileName }: ReceiptViewProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const title = t('receipt.title');
  const png = useReceiptPng({ portal: config.appName, title, status, rows }, fileName);
  const [shareable] = useState(() => canShareFiles(typeof navigator === 'undefined' ? undefined : navigator));
  const file = png.status === 'ready' ? png.file : null;

  const onShare = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title, text: shareText });
    } catch (error) {
      if ((error as { name?: unknown } | null)?.name !== 'AbortError') toast.danger(t('receipt.shareFailed'));
    }
  };

  return (
    <section className="receipt card text-start mt-3" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="receipt__brand">
          <PortalMark size={28} />
          <span className="receipt__portal">{config.appName}</span>
        </div>
        <h3 id={titleId} className="receipt__title">
          {title}
        </h3>
        <dl className="receipt__rows">
          {rows.map((row) => {
            const head = row.key === 'move' || row.key === 'status' || row.key === 'amount';
            return (
              <div key={row.key} className={`receipt__row receipt__row--${row.key}`}>
                <dt className={head ? 'visually-hidden' : undefined}>{row.label}</dt>
                <dd>
                  {row.key === 'status' ? (
                    <ReceiptBadge status={status}>{row.value}</ReceiptBadge>
                  ) : (
                    <RowValue row={row} />
                  )}
                </dd>
              </div>
            );
          })}
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
