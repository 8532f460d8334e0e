import { useCallback, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useToast } from '@/components/toast/use-toast';
import { config, type QrProvider } from '@/config';
import { errorText } from '@/lib/errors';
import { BUILD_CURRENCY, useMoney } from '@/lib/member-currency';
import { parseAmount } from '@/rules/amount-text';
import { qrQuery, useCancelQr, useCreateQr, useQrCode, type QrView } from '../api';
import { qrCreateDisabled, qrCreateIgnored, qrMinimum, qrQuickAmounts } from '../model';
import { useCountdown } from './use-countdown';

const NO_CODE: QrView = {
  qrcodeId: null,
  hasQrcode: false,
  qrcode: null,
  amount: 0,
  expireIn: 0,
  message: null,
  expiresAt: null,
};

/**
 * One provider's QR code and its two requests: the live code counts down and is dropped when it expires; the
 * typed amount makes one (a refusal shows the server's message, translated when it is a known code); cancel drops
 * it. One call at a time: create and cancel share the guard.
 */
export function useQrDeposit(provider: QrProvider) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useQrCode(provider);
  const create = useCreateQr(provider);
  const cancel = useCancelQr(provider);
  const flight = useSingleFlight();
  const [amountText, setAmountText] = useState('');
  // The minimum and quick amounts are the member's currency's (src/rules/qr-amounts.ts): kip for a kip member.
  const money = useMoney();
  const currency = money.currency ?? BUILD_CURRENCY;

  const view = query.data;
  // A code that expired or was cancelled is over: a code of the same amount later is a new intent with a new key,
  // never the old code's answer again (its key is kept across a reload until then).
  const { forgetIntent } = create;
  const expire = useCallback(() => {
    queryClient.setQueryData(qrQuery(provider).queryKey, NO_CODE);
    void forgetIntent();
  }, [queryClient, provider, forgetIntent]);
  const secondsLeft = useCountdown(view?.hasQrcode ? view.expiresAt : null, expire);
  const live = Boolean(view?.hasQrcode && view.qrcode && secondsLeft > 0);

  const amount = parseAmount(amountText, money.decimals);
  const disabled = qrCreateDisabled(provider, amount, config, currency) || create.isPending;

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
        queryClient.setQueryData(qrQuery(provider).queryKey, NO_CODE);
        void forgetIntent();
      } catch (error) {
        toast.danger(errorText(t, error));
      }
    });
  };

  return {
    query,
    liveView: live ? view : undefined,
    secondsLeft,
    amountText,
    setAmountText,
    amount,
    minimum: qrMinimum(provider, config, currency),
    quickAmounts: qrQuickAmounts(provider, config, currency),
    disabled,
    creating: create.isPending,
    cancelling: cancel.isPending,
    onCreate,
    onCancel,
  };
}
