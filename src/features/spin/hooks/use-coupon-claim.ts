import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import { useAnsweredMove } from '@/components/receipt/use-answered-move';
import { keyOf } from '@/contract/endpoint';
import { spin, type Coupon } from '@/contract/spin';
import { codeText, errorText } from '@/lib/errors';
import { SpinFailure, useClaimCoupon } from '../api';

/**
 * Claiming a coupon (spec section 4): the coupon chosen waits for the claim dialog's answer; Confirm claims it
 * (the success dialog with its receipt, or the error dialog), Cancel reloads the setup. Both close the dialog.
 */
export function useCouponClaim() {
  const { t } = useTranslation();
  const answered = useAnsweredMove();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const claim = useClaimCoupon();
  const [selected, setSelected] = useState<Coupon | null>(null);

  const cancel = () => {
    setSelected(null);
    void queryClient.invalidateQueries({ queryKey: keyOf(spin.setup) });
  };

  const confirm = (coupon: Coupon) => {
    setSelected(null);
    if (claim.isPending) return;
    claim.mutate(coupon, {
      onSuccess: () =>
        void answered(
          {
            move: 'coupon',
            amount: coupon.amount,
            from: { kind: 'source', key: 'spinWheel', detail: coupon.prize.slice.label },
            to: { kind: 'wallet' },
            at: new Date(),
          },
          { title: t('common.successTitle'), message: t('spin.claimSuccess', { label: coupon.prize.slice.label }) },
          claim.earlierIntent(),
        ),
      onError: (error) =>
        void dialog.error({
          title: t('common.errorTitle'),
          message: error instanceof SpinFailure ? codeText(t, 'spin.error', error.code) : errorText(t, error),
        }),
    });
  };

  return { selected, choose: setSelected, cancel, confirm, claiming: claim.isPending };
}
