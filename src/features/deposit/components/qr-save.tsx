import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toast/use-toast';
import { useMoney } from '@/lib/member-currency';
import { formatDateTime } from '@/lib/format';
import { canShareFiles } from '@/lib/canvas-text';
import { downloadFile } from '@/lib/png-file';
import { qrFileName } from '../qr-card';
import { useQrPng } from '../hooks/use-qr-png';

export interface QrSaveProps {
  provider: string;
  /** The provider's display name, printed under the code. */
  name: string;
  amount: number;
  /** When the code expires (ms since the epoch, from the QR state's expireIn): printed under the amount. */
  expiresAt: number;
  /** The server's QR markup, as the panel shows it. */
  markup: string;
}

/** Save (and, where the phone can, share) the live code as a PNG, so a member paying from this phone can scan it from the image. */
export function QrSave({ provider, name, amount, expiresAt, markup }: QrSaveProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const toast = useToast();
  const png = useQrPng(
    markup,
    t('qr.save.amount', { amount: money.amount(amount), currency: money.word }),
    name,
    t('qr.save.expires', { time: formatDateTime(expiresAt) }),
    qrFileName(provider, amount, money.decimals),
  );
  const [shareable] = useState(() => canShareFiles(typeof navigator === 'undefined' ? undefined : navigator));
  const file = png.status === 'ready' ? png.file : null;

  const onShare = async () => {
    if (!file) return;
    try {
      await navigator.share({ files: [file], title: t('qr.liveTitle', { name }) });
    } catch (error) {
      // The member closing the share sheet is not an error.
      if ((error as { name?: unknown } | null)?.name !== 'AbortError') toast.danger(t('qr.save.shareFailed'));
    }
  };

  if (png.status === 'failed') return <p className="small text-body-secondary">{t('qr.save.failed')}</p>;

  return (
    <div className="qr-save mb-2">
      <div className="qr-save__actions mb-1">
        <Button variant="primary" disabled={!file} onClick={() => file && downloadFile(file)}>
          {t('qr.save.button')}
        </Button>
        {shareable && (
          <Button variant="outline-primary" disabled={!file} onClick={() => void onShare()}>
            {t('qr.save.share')}
          </Button>
        )}
      </div>
      <p className="small text-body-secondary mb-0">{t('qr.save.hint')}</p>
    </div>
  );
}
