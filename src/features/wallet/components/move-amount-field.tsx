import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import { useMoney } from '@/lib/member-currency';
import type { Message } from '../model';

export interface MoveAmountFieldProps {
  id: string;
  label: string;
  hint: string | undefined;
  /** The refused amount's (or the move's) message, shown under the field. */
  message: Message | null;
  errorId: string;
  inputRef: Ref<HTMLInputElement>;
  value: string;
  onChange: (text: string) => void;
}

/** The amount of a withdrawal or transfer as typed (the member's currency: decimals for baht, none for kip), its
 * hint, and the message under it with its amount in the member's currency. */
export function MoveAmountField({
  id,
  label,
  hint,
  message,
  errorId,
  inputRef,
  value,
  onChange,
}: MoveAmountFieldProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const amount = message?.values?.amount;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={
        message &&
        t(message.key, {
          ...message.values,
          ...(amount === undefined ? {} : { amount: money.amount(Number(amount)) }),
          currency: money.word,
        })
      }
      errorId={errorId}
      errorStyle="alert"
      invalid={false}
    >
      {(control) => (
        <AmountInput
          control={control}
          placeholder={money.amount(0)}
          decimals={money.decimals}
          ref={inputRef}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
