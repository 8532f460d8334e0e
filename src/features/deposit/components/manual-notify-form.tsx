import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { AmountInput } from '@/components/form/amount-input';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { useMoney } from '@/lib/member-currency';
import { amountProblem, parseAmount } from '@/rules/amount-text';
import { useNotifyDeposit } from '../api';

/** Manual mode: the member tells the team how much they sent (a pending notice, checked by staff). */
export function ManualNotifyForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const money = useMoney();
  const id = useId();
  const notify = useNotifyDeposit();
  const flight = useSingleFlight();
  const [amountText, setAmountText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const amount = parseAmount(amountText, money.decimals);
  // A "." or "," the amount cannot use: refused in words, never read as another amount.
  const problem = amountProblem(amountText, money.decimals);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (flight.flying()) return;
    if (!(amount > 0)) {
      setInvalid(true);
      return;
    }
    await flight.run(async () => {
      try {
        await notify.mutateAsync(amount);
        toast.success(t('deposit.manual.sent'));
        setAmountText('');
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="card">
      <div className="card-body">
        <h3 className="h6">{t('deposit.manual.notifyTitle')}</h3>
        <Field
          id={`${id}-amount`}
          className="mb-2"
          label={t('deposit.manual.amount')}
          hint={t('deposit.manual.hint')}
          error={
            (problem && t(`money.${problem}`, { currency: money.word })) ||
            (invalid && t('deposit.manual.invalidAmount'))
          }
        >
          {(control) => (
            <AmountInput
              control={control}
              value={amountText}
              placeholder={money.amount(0)}
              decimals={money.decimals}
              isInvalid={invalid || problem !== null}
              onChange={(text) => {
                setAmountText(text);
                setInvalid(false);
              }}
            />
          )}
        </Field>
        <BusyButton
          type="submit"
          className="w-100"
          disabled={notify.isPending || amountText.trim() === ''}
          busy={notify.isPending}
        >
          {t('deposit.manual.notify')}
        </BusyButton>
      </div>
    </form>
  );
}
