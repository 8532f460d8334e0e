import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withSanitizer } from '@/components/sanitize-html';
import type { SpinSlice } from '@/contract/spin';
import { useSpinSetup } from '../api';
import { canSpin } from '../model';
import { useSpinRound } from '../hooks/use-spin-round';
import { WheelCanvas } from './wheel-canvas';
import { WheelInactive, WheelLoadFailed, WheelLoading } from './wheel-states';

const PrizeModal = lazy(withSanitizer(() => import('./prize-modal').then((m) => ({ default: m.PrizeModal }))));
const NO_SLICES: readonly SpinSlice[] = [];

/** The wheel with its centre spin button, the round (request, animation) and the prize modal. */
export function SpinPanel() {
  const { t } = useTranslation();
  const setup = useSpinSetup();
  const wheel = setup.data?.activeSpinwheel ?? null;
  const slices = wheel?.slices ?? NO_SLICES;
  const round = useSpinRound(slices, setup.data?.userCoin ?? 0);
  const { phase, plan, won, coin } = round;

  if (setup.isPending) return <WheelLoading />;
  if (setup.isError) return <WheelLoadFailed error={setup.error} onRetry={() => void setup.refetch()} />;
  if (!wheel || slices.length === 0) return <WheelInactive />;

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
        highlight={phase === 'finished' && plan ? plan.index : null}
        onSpinEnd={round.onSpinEnd}
        label={t('spin.wheelLabel', { total: slices.length, prizes: slices.map((s) => s.label).join(', ') })}
      >
        <button
          type="button"
          className="spin-wheel__centre"
          onClick={round.onSpin}
          aria-disabled={!canSpin(phase, coin)}
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
      {round.prizeOpen && won && (
        <Suspense fallback={null}>
          <PrizeModal show={round.prizeOpen} slice={won} onClose={round.closePrize} />
        </Suspense>
      )}
    </section>
  );
}
