import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '@/components/loading-line';
import { useDialog } from '@/components/dialog/use-dialog';
import { codeText, errorText } from '@/lib/errors';
import { prefersReducedMotion } from '@/lib/motion';
import type { SpinSlice } from '@/contract/spin';
import { reloadSpin, SpinFailure, useSpin, useSpinSetup } from '../api';
import { canSpin, planSpin, PRIZE_MODAL_DELAY_MS, type SpinPhase, type SpinPlan } from '../model';
import { WheelCanvas } from './wheel-canvas';

const PrizeModal = lazy(() => import('./prize-modal').then((m) => ({ default: m.PrizeModal })));

/** The wheel with its centre spin button, the spin request, the animation and the prize modal. */
export function SpinPanel() {
  const { t } = useTranslation();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const setup = useSpinSetup();
  const spin = useSpin();
  const [phase, setPhase] = useState<SpinPhase>('idle');
  const [plan, setPlan] = useState<SpinPlan | null>(null);
  const [won, setWon] = useState<SpinSlice | null>(null);
  const [prizeOpen, setPrizeOpen] = useState(false);
  const [coinOverride, setCoinOverride] = useState<number | null>(null);
  const phaseRef = useRef<SpinPhase>('idle');
  const prizeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const wheel = setup.data?.activeSpinwheel ?? null;
  const slices = wheel?.slices ?? [];
  const coin = coinOverride ?? setup.data?.userCoin ?? 0;

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

  const showFailure = (error: unknown) =>
    dialog.error({
      title: t('common.errorTitle'),
      message: error instanceof SpinFailure ? codeText(t, 'spin.error', error.code) : errorText(t, error),
    });

  const onSpin = () => {
    // The ref makes a second tap in the same frame a no-op too.
    if (!wheel || !canSpin(phaseRef.current, coin)) return;
    moveTo('requesting');
    spin.mutate(undefined, {
      onSuccess: (result) => {
        setCoinOverride(result.remainingCoin);
        const index = slices.findIndex((slice) => slice.code === result.code);
        if (index < 0) {
          moveTo('idle');
          void reload();
          void dialog.error({ title: t('common.errorTitle'), message: t('errors.UNKNOWN') });
          return;
        }
        setWon(slices[index] ?? null);
        setPlan(planSpin(index, slices.length, 0, Math.random, prefersReducedMotion()));
        moveTo('spinning');
      },
      onError: (error) => {
        moveTo('idle');
        void reload();
        void showFailure(error);
      },
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

  if (setup.isPending) {
    // Holds the wheel's place (title + wheel of min(350px, 85% of the width) + hint) so the coupon table
    // below does not jump down when the wheel arrives (layout shift).
    return (
      <LoadingLine
        className="spin-wheel justify-content-center"
        style={{ minHeight: 'calc(min(350px, 85vw) + 4.875rem)' }}
      />
    );
  }

  if (setup.isError) {
    return (
      <div role="alert" className="text-center py-4">
        <p className="mb-2">{t('spin.loadFailed')}</p>
        <p className="small text-body-secondary">{errorText(t, setup.error)}</p>
        <Button variant="outline-primary" size="sm" onClick={() => void setup.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (!wheel || slices.length === 0) {
    return (
      <section className="spin-wheel card card-body text-center" aria-labelledby="spin-inactive-title">
        <h2 id="spin-inactive-title" className="h5">
          {t('spin.inactiveTitle')}
        </h2>
        <p className="mb-0 text-body-secondary">{t('spin.inactive')}</p>
      </section>
    );
  }

  const blocked = !canSpin(phase, coin);
  const highlight = phase === 'finished' && plan ? plan.index : null;
  const statusText =
    phase === 'spinning'
      ? t('spin.spinning')
      : phase === 'finished' && won
        ? t('spin.youWon', { label: won.label })
        : '';

  return (
    <section className="spin-wheel" aria-labelledby="spin-wheel-title">
      <h2 id="spin-wheel-title" className="spin-wheel__title">
        {wheel.name}
      </h2>
      <WheelCanvas
        slices={slices}
        plan={plan}
        highlight={highlight}
        onSpinEnd={onSpinEnd}
        label={t('spin.wheelLabel', { total: slices.length, prizes: slices.map((s) => s.label).join(', ') })}
      >
        <button
          type="button"
          className="spin-wheel__centre"
          onClick={onSpin}
          aria-disabled={blocked}
          aria-label={t('spin.spinButton', { coins: coin })}
          data-phase={phase}
        >
          <span className="spin-wheel__coin">{coin}</span>
          <span className="spin-wheel__coin-caption" aria-hidden="true">
            {t('spin.coinShort')}
          </span>
        </button>
      </WheelCanvas>
      <p className="spin-wheel__hint">{coin > 0 ? t('spin.hint', { coins: coin }) : t('spin.noCoin')}</p>
      <p role="status" className="visually-hidden">
        {statusText}
      </p>
      {prizeOpen && won && (
        <Suspense fallback={null}>
          <PrizeModal show={prizeOpen} slice={won} onClose={closePrize} />
        </Suspense>
      )}
    </section>
  );
}
