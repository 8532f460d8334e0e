import { useId, useState, type FormEvent } from 'react';
import FormControl from 'react-bootstrap/FormControl';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '@/components/form/busy-button';
import { Field } from '@/components/form/field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useStepErrors } from '@/components/toast/use-step-errors';
import { useMoney } from '@/lib/member-currency';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { errorText } from '@/lib/errors';
import { useSendGiftLink } from '../api';
import { GIFT_LINK_MINIMUM, giftLinkSendable } from '../model';

/** Card-wallet gift link: sent encrypted under the build key with the wallet account name. */
export function GiftLinkForm({ walletAccountName }: { walletAccountName: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const answered = useAnsweredMove();
  const errors = useStepErrors();
  const id = useId();
  const send = useSendGiftLink();
  const flight = useSingleFlight();
  const [link, setLink] = useState('');
  const sendable = giftLinkSendable(link);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sendable) return;
    await flight.run(async () => {
      try {
        const result = await send.mutateAsync({ link: link.trim(), walletAccountName });
        errors.clear();
        setLink('');
        // A success dialog with the receipt, where the spec had a toast.
        void answered(
          {
            move: 'giftLink',
            amount: result.amount,
            from: { kind: 'source', key: 'cardWallet' },
            to: { kind: 'wallet' },
            at: new Date(),
          },
          {
            message: result.amount
              ? t('giftLink.successAmount', { amount: money.amount(result.amount), currency: money.word })
              : t('giftLink.success'),
          },
          send.earlierIntent(),
        );
      } catch (error) {
        errors.danger(errorText(t, error));
      }
    });
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="gift-link card">
      <div className="card-body">
        <h3 className="h6">{t('giftLink.title')}</h3>
        <Field
          id={`${id}-link`}
          className="mb-2"
          label={t('giftLink.label')}
          hint={t('giftLink.minimum', { amount: money.amount(GIFT_LINK_MINIMUM), currency: money.word })}
        >
          {(control) => (
            <FormControl
              {...control}
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://gift.truemoney.com/campaign/?v=…"
              value={link}
              onChange={(e) => setLink(e.target.value)}
            />
          )}
        </Field>
        <BusyButton type="submit" className="w-100" disabled={!sendable || send.isPending} busy={send.isPending}>
          {t('giftLink.send')}
        </BusyButton>
      </div>
    </form>
  );
}
