import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialog } from '@/components/dialog/use-dialog';
import type { SpinSlice } from '@/contract/spin';
import { codeText, errorText } from '@/lib/errors';
import { prefersReducedMotion } from '@/lib/motion';
import { reloadSpin, SpinFailure, useSpin } from '../api';
import { canSpin, planSpin, PRIZE_MODAL_DELAY_MS, type SpinPhase, type SpinPlan } from '../model';

/**
 * One round of the wheel (spec section 4, spin): idle, the spin request, the animation to the winning slice,
 * the prize dialog 2 s after it stops, and the reload of the setup when the prize dialog closes. A failure goes
 * back to idle with an error dialog.
 */
export function useSpinRound(slices: readonly SpinSlice[], setupCoin: number) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const spin = useSpin();
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [plan, setPlan] = useState<SpinPlan | null>(null);
  const [won, setWon] = useState<SpinSlice | null>(null);
  const [prizeOpen, setPrizeOpen] = useState(false);
  const [coinOverride, setCoinOverride] = useState<number | null>(null);
  // The ref makes a second tap in the same frame a no-op too.
  const phaseRef = useRef<SpinPhase>('idle');
  const prizeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const coin = coinOverride ?? setupCoin;

  const moveTo = (next: SpinPhase) => {
    phaseRef.current = next;
    setPhase(next);
  };

  useEffect(
    () => () => {
      if (prizeTimer.current !== null) clearTimeout(prizeTimer.current);
    },
    [],
  );

  const reload = async () => {
    await reloadSpin(queryClient);
    setCoinOverride(null);
  };

  const fail = (message: string) => {
    moveTo('idle');
    void reload();
    void dialog.error({ title: t('common.errorTitle'), message });
  };

  const onSpin = () => {
    if (slices.length === 0 || !canSpin(phaseRef.current, coin)) return;
    moveTo('requesting');
    spin.mutate(undefined, {
      onSuccess: (result) => {
        setCoinOverride(result.remainingCoin);
        const index = slices.findIndex((slice) => slice.code === result.code);
        if (index < 0) return fail(t('errors.UNKNOWN'));
        setWon(slices[index] ?? null);
        setPlan(planSpin(index, slices.length, 0, Math.random, prefersReducedMotion()));
        moveTo('spinning');
      },
      onError: (error) =>
        fail(error instanceof SpinFailure ? codeText(t, 'spin.error', error.code) : errorText(t, error)),
    });
  };

  const onSpinEnd = useCallback(() => {
    phaseRef.current = 'finished';
    setPhase('finished');
    prizeTimer.current = setTimeout(() => {
      prizeTimer.current = null;
      setPrizeOpen(true);
    }, PRIZE_MODAL_DELAY_MS);
  }, []);

  const closePrize = () => {
    setPrizeOpen(false);
    setPlan(null);
    setWon(null);
    moveTo('idle');
    void reload();
  };

  return { phase, plan, won, prizeOpen, coin, onSpin, onSpinEnd, closePrize };
}
