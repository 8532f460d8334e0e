import type { FormEvent } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/form/amount-input';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { SafeHtml } from '@/components/safe-html';
import type { QrProvider } from '@/config';
import { errorText } from '@/lib/errors';
import { useMoney } from '@/lib/member-currency';
import { groupAmountText } from '@/rules/amount-text';
import type { QrView } from '../api';
import { formatCountdown } from '../model';
import { QrSave } from './qr-save';

/** The provider's code is loading. */
export function QrLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="text-center my-3">
      <Spinner animation="border" size="sm" aria-hidden="true" /> {t('common.loading')}
    </div>
  );
}

/** The provider's code did not load: why, with a retry. */
export function QrLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger py-2" role="alert">
      <p className="mb-2">{errorText(t, error)}</p>
      <Button size="sm" variant="outline-danger" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

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

export interface QrAmountFormProps {
  id: string;
  provider: QrProvider;
  name: string;
  amountText: string;
  onAmountText: (text: string) => void;
  amount: number;
  minimum: number | null;
  /** The provider's quick amounts in the member's currency. */
  quickAmounts: readonly number[];
  disabled: boolean;
  creating: boolean;
  onCreate: (event: FormEvent) => void;
}

/** The amount that makes a code: typed or one of the provider's quick amounts, then Create. */
export function QrAmountForm(props: QrAmountFormProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const { id, amount } = props;
  return (
    <Form noValidate onSubmit={props.onCreate} className="qr-form">
      <Field
        id={`${id}-amount`}
        className="mb-2"
        label={t('qr.amount', { name: props.name })}
        hint={t('qr.minimum', { amount: money.amount(props.minimum ?? 1), currency: money.word })}
        hintId={`${id}-minimum`}
      >
        {(control) => (
          <AmountInput
            control={control}
            placeholder={money.amount(0)}
            decimals={money.decimals}
            value={props.amountText}
            onChange={props.onAmountText}
          />
        )}
      </Field>
      <div className="qr-form__quick mb-3" role="group" aria-label={t('qr.quickAmounts')}>
        {props.quickAmounts.map((quick) => (
          <Button
            key={quick}
            type="button"
            size="sm"
            variant={amount === quick ? 'primary' : 'outline-primary'}
            aria-pressed={amount === quick}
            onClick={() => props.onAmountText(groupAmountText(String(quick)))}
          >
            {money.amount(quick)}
          </Button>
        ))}
      </div>
      <BusyButton type="submit" className="w-100" disabled={props.disabled} busy={props.creating}>
        {t('qr.create')}
      </BusyButton>
    </Form>
  );
}
