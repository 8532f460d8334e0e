import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { SafeHtml } from '@/components/safe-html';
import type { QrProvider } from '@/config';
import { useMoney } from '@/lib/member-currency';
import type { QrView } from '../api';
import { formatCountdown } from '../model';
import { QrSave } from './qr-save';

export interface QrLiveCodeProps {
  provider: QrProvider;
  name: string;
  view: QrView;
  secondsLeft: number;
  cancelling: boolean;
  onCancel: () => void;
}

/** The live code: its image, amount and countdown, saving it, and cancelling it. */
export function QrLiveCode({ provider, name, view, secondsLeft, cancelling, onCancel }: QrLiveCodeProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <section className="qr-live text-center" aria-label={t('qr.liveTitle', { name })}>
      <div
        className="qr-live__image"
        role="img"
        aria-label={t('qr.imageLabel', { name, amount: money.amount(view.amount), currency: money.word })}
      >
        <SafeHtml html={view.qrcode} />
      </div>
      <p className="qr-live__amount mb-1">
        {t('qr.amountLabel')}: <strong>{money.format(view.amount)}</strong>
      </p>
      <p className="mb-2">
        {t('qr.expiresIn')}{' '}
        <strong className="qr-live__countdown" role="timer" aria-live="off" data-testid={`qr-countdown-${provider}`}>
          {formatCountdown(secondsLeft)}
        </strong>
      </p>
      {view.qrcode && (
        <QrSave
          provider={provider}
          name={name}
          amount={view.amount}
          expiresAt={view.expiresAt ?? Date.now()}
          markup={view.qrcode}
        />
      )}
      <p className="small text-body-secondary">{t('qr.rules.singleUse')}</p>
      <BusyButton variant="outline-danger" onClick={onCancel} busy={cancelling}>
        {t('qr.cancel')}
      </BusyButton>
    </section>
  );
}
