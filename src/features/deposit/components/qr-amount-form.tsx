import type { FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/form/amount-input';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import type { QrProvider } from '@/config';
import { useMoney } from '@/lib/member-currency';
import { amountProblem, groupAmountText } from '@/rules/amount-text';

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
  // A "." or "," the amount cannot use: refused in words, never read as another amount.
  const problem = amountProblem(props.amountText, money.decimals);
  return (
    <form noValidate onSubmit={props.onCreate} className="qr-form">
      <Field
        id={`${id}-amount`}
        className="mb-2"
        label={t('qr.amount', { name: props.name })}
        hint={t('qr.minimum', { amount: money.amount(props.minimum ?? 1), currency: money.word })}
        hintId={`${id}-minimum`}
        error={problem && t(`money.${problem}`, { currency: money.word })}
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
    </form>
  );
}
