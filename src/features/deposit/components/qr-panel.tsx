import { useId } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { LoadingLine } from '@/components/loading-line';
import type { QrProvider } from '@/config';
import { QrAmountForm } from './qr-amount-form';
import { QrLiveCode } from './qr-live-code';
import { useQrDeposit } from '../hooks/use-qr-deposit';

export interface QrPanelProps {
  provider: QrProvider;
  /** The provider's display name. */
  name: string;
}

/** One provider's QR deposit: the live code with its countdown, or the amount form that makes one. */
export function QrPanel({ provider, name }: QrPanelProps) {
  const formId = useId();
  const qr = useQrDeposit(provider);
  const { query, liveView } = qr;

  if (query.isPending) return <LoadingLine className="text-center my-3" />;
  if (query.isError)
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} className="alert alert-danger py-2" />;
  if (liveView) {
    return (
      <QrLiveCode
        provider={provider}
        name={name}
        view={liveView}
        secondsLeft={qr.secondsLeft}
        cancelling={qr.cancelling}
        onCancel={() => void qr.onCancel()}
      />
    );
  }
  return (
    <QrAmountForm
      id={formId}
      provider={provider}
      name={name}
      amountText={qr.amountText}
      onAmountText={qr.setAmountText}
      amount={qr.amount}
      minimum={qr.minimum}
      quickAmounts={qr.quickAmounts}
      disabled={qr.disabled}
      creating={qr.creating}
      onCreate={(event) => void qr.onCreate(event)}
    />
  );
}
