import { useCallback, useId, useState, type FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useMoney } from '@/lib/member-currency';
import { SafeHtml } from '@/components/safe-html';
import { useToast } from '@/components/toast/use-toast';
import { config, type QrProvider } from '@/config';
import { errorText } from '@/lib/errors';
import { groupAmountText } from '@/rules/amount-text';
import { depositKeys, useCancelQr, useCreateQr, useQrCode, type QrView } from '../api';
import { formatCountdown, parseAmount, qrCreateDisabled, qrCreateIgnored, qrMinimum, qrQuickAmounts } from '../model';
import { useCountdown } from '../use-countdown';
import { QrSave } from './qr-save';

const NO_CODE: QrView = {
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: 0,
  expireIn: 0,
  message: null,
  expiresAt: null,
};

export interface QrPanelProps {
  provider: QrProvider;
  /** The provider's display name. */
  name: string;
}

/** One provider's QR deposit: the live code with its countdown, or the amount form that makes one. */
export function QrPanel({ provider, name }: QrPanelProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const toast = useToast();
  const queryClient = useQueryClient();
  const formId = useId();
  const query = useQrCode(provider);
  const create = useCreateQr(provider);
  const cancel = useCancelQr(provider);
  // One call at a time: create and cancel share the guard.
  const flight = useSingleFlight();
  const [amountText, setAmountText] = useState('');

  const view = query.data;
  const expire = useCallback(
    () => queryClient.setQueryData(depositKeys.qr(provider), NO_CODE),
    [queryClient, provider],
  );
  const secondsLeft = useCountdown(view?.hasQrcode ? view.expiresAt : null, expire);
  const live = Boolean(view?.hasQrcode && view.qrcode && secondsLeft > 0);

  const amount = parseAmount(amountText);
  const minimum = qrMinimum(provider, config);
  const disabled = qrCreateDisabled(provider, amount, config) || create.isPending;

  /** hasQrcode false carries a server message: its translation when it is a known code. */
  const serverMessage = (message: string | null | undefined) =>
    message && i18n.exists(`errors.${message}`) ? t(`errors.${message}`) : message || t('errors.QR_FAIL');

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || qrCreateIgnored(amount)) return;
    await flight.run(async () => {
      try {
        const result = await create.mutateAsync(amount);
        if (!result.hasQrcode) toast.danger(serverMessage(result.message));
        else setAmountText('');
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  const onCancel = async () => {
    const id = view?.qrcodeId;
    if (!id) return;
    await flight.run(async () => {
      try {
        await cancel.mutateAsync(id);
        queryClient.setQueryData(depositKeys.qr(provider), NO_CODE);
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  if (query.isPending) {
    return (
      <div role="status" className="text-center my-3">
        <Spinner animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div className="alert alert-danger py-2" role="alert">
        <p className="mb-2">{errorText(t, query.error)}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (live && view) {
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
        <BusyButton variant="outline-danger" onClick={() => void onCancel()} busy={cancel.isPending}>
          {t('qr.cancel')}
        </BusyButton>
      </section>
    );
  }

  return (
    <Form noValidate onSubmit={(event) => void onCreate(event)} className="qr-form">
      <Field
        id={`${formId}-amount`}
        className="mb-2"
        label={t('qr.amount', { name })}
        hint={t('qr.minimum', { amount: money.amount(minimum ?? 1), currency: money.word })}
        hintId={`${formId}-minimum`}
      >
        {(control) => (
          <AmountInput control={control} placeholder={money.amount(0)} value={amountText} onChange={setAmountText} />
        )}
      </Field>
      <div className="qr-form__quick mb-3" role="group" aria-label={t('qr.quickAmounts')}>
        {qrQuickAmounts(provider, config).map((quick) => (
          <Button
            key={quick}
            type="button"
            size="sm"
            variant={amount === quick ? 'primary' : 'outline-primary'}
            aria-pressed={amount === quick}
            onClick={() => setAmountText(groupAmountText(String(quick)))}
          >
            {money.amount(quick)}
          </Button>
        ))}
      </div>
      <BusyButton type="submit" className="w-100" disabled={disabled} busy={create.isPending}>
        {t('qr.create')}
      </BusyButton>
    </Form>
  );
}
