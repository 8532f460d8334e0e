import { useCallback } from 'react';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { inviteListQuery, useReceiveInviteBonus } from '../api';
import { InviteBonusTerms } from '../components/invite-bonus-terms';
import { inviteTerms } from '../model';

/**
 * The header's referral-bonus receive: confirm with the conditions (success and fail
 * percentages), then GET /api/invite/bonus; a success toast, or an error toast with the code's text.
 * A second tap while the confirmation or the request is open does nothing.
 */
export function useInviteBonus() {
  const { t } = useTranslation();
  const { format: formatAmount } = useMoney();
  const dialog = useDialog();
  const answered = useAnsweredMove();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useReceiveInviteBonus();
  const flight = useSingleFlight();
  const { run } = flight;

  const receive = useCallback(
    () =>
      run(async () => {
        try {
          const terms = await queryClient.fetchQuery(inviteListQuery(1)).then(inviteTerms, () => null);
          const confirmed = await dialog.confirm({
            title: t('invite.bonus.confirmTitle'),
            message: <InviteBonusTerms terms={terms} />,
            confirmLabel: t('invite.bonus.receive'),
            cancelLabel: t('common.cancel'),
          });
          if (!confirmed) return;
          const answer = await mutation.mutateAsync();
          // The spec gives the answer no shape: the amount is said only when the server sends it.
          // A success dialog with the receipt (no amount row when the answer names none).
          void answered(
            {
              move: 'inviteBonus',
              amount: answer.amount,
              from: { kind: 'source', key: 'inviteBonus' },
              to: { kind: 'wallet' },
              at: new Date(),
            },
            {
              message:
                answer.amount === undefined
                  ? t('invite.bonus.receivedNoAmount')
                  : t('invite.bonus.received', { amount: formatAmount(answer.amount) }),
            },
            mutation.earlierIntent(),
          );
        } catch (error) {
          toast.danger(errorText(t, error));
        }
      }),
    [answered, dialog, formatAmount, mutation, queryClient, run, t, toast],
  );
  const receiving = flight.pending;

  return { receive, receiving };
}
