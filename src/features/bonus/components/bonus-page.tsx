import { lazy, Suspense, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import type { Bonus } from '@/contract/bonus';
import { useDialog } from '@/components/dialog/use-dialog';
import { LoadFailed } from '@/components/load-failed';
import { withSanitizer } from '@/components/sanitize-html';
import { useToast } from '@/components/toast/use-toast';
import { errorText } from '@/lib/errors';
import { ContractError } from '@/lib/http';
import { useActiveBonus, useBonuses, useClearBonus } from '../api';
import { bonusState } from '../model';
import { ActiveBonusLine } from './active-bonus-line';
import { BonusGrid } from './bonus-grid';
import { PromoCodeForm } from './promo-code-form';

const BonusModal = lazy(withSanitizer(() => import('./bonus-modal').then((m) => ({ default: m.BonusModal }))));
const PromotionModal = lazy(
  withSanitizer(() => import('./promotion-modal').then((m) => ({ default: m.PromotionModal }))),
);

export interface BonusPageProps {
  /** The clock for the period rule (tests pass a fixed one). */
  now?: () => number;
}

type Open = { kind: 'none' } | { kind: 'bonus'; bonus: Bonus } | { kind: 'promotion'; code: string };

/**
 * /user/bonus: the active-bonus line or the promo-code form, then the grid of bonus banners. A failed
 * load is silent (spec section 8: the promo form, an empty grid) unless its answer cannot be read: then
 * the error and a retry in its place.
 */
export function BonusPage({ now = Date.now }: BonusPageProps) {
  const { t } = useTranslation();
  const dialog = useDialog();
  const toast = useToast();
  const active = useActiveBonus();
  const bonuses = useBonuses();
  const clear = useClearBonus();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const [asking, setAsking] = useState(false);
  const close = () => setOpen({ kind: 'none' });

  const cancel = async () => {
    if (asking || clear.isPending) return;
    setAsking(true);
    try {
      const confirmed = await dialog.confirm({
        title: t('bonus.cancelTitle'),
        message: t('bonus.cancelConfirm'),
        confirmLabel: t('bonus.cancel'),
        cancelLabel: t('common.cancel'),
      });
      if (!confirmed) return;
      await clear.mutateAsync(undefined);
      toast.success(t('errors.BONUS_CLEAR'));
    } catch (error) {
      await dialog.alert({ title: t('common.errorTitle'), message: errorText(t, error) });
    } finally {
      setAsking(false);
    }
  };

  const nowMs = now();

  return (
    <>
      {active.isPending ? (
        <div className="text-center py-3">
          <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />
        </div>
      ) : active.error instanceof ContractError ? (
        <LoadFailed error={active.error} onRetry={() => void active.refetch()} className="mb-3" />
      ) : active.data?.status ? (
        <ActiveBonusLine active={active.data} onCancel={() => void cancel()} cancelling={asking || clear.isPending} />
      ) : (
        <PromoCodeForm onSearch={(code) => setOpen({ kind: 'promotion', code })} />
      )}

      <BonusGrid
        bonuses={bonuses.data}
        loading={bonuses.isPending}
        error={bonuses.isError && !bonuses.data ? bonuses.error : null}
        onRetry={() => void bonuses.refetch()}
        nowMs={nowMs}
        onOpen={(bonus) => setOpen({ kind: 'bonus', bonus })}
      />

      <Suspense fallback={null}>
        {open.kind === 'bonus' && (
          <BonusModal
            key={open.bonus.code}
            bonus={open.bonus}
            current={bonusState(open.bonus, nowMs) === 'current'}
            onHide={close}
          />
        )}
        {open.kind === 'promotion' && <PromotionModal key={open.code} code={open.code} onHide={close} />}
      </Suspense>
    </>
  );
}
