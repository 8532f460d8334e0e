import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { useDialog } from '@/components/dialog/use-dialog';
import { useReceipt } from '@/components/receipt/use-receipt';
import { LoadingLine } from '@/components/loading-line';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination/pagination';
import { codeText, errorText } from '@/lib/errors';
import { keyOf } from '@/contract/endpoint';
import { spin, type Coupon } from '@/contract/spin';
import { SpinFailure, useClaimCoupon, useCoupons } from '../api';
import { COUPONS_PER_PAGE } from '../model';

const ClaimModal = lazy(() => import('./claim-modal').then((m) => ({ default: m.ClaimModal })));

/** The member's coupons, three a page, each with a claim button. */
export function CouponTable() {
  const { t } = useTranslation();
  const money = useMoney();
  const receipt = useReceipt();
  const dialog = useDialog();
  const queryClient = useQueryClient();
  const coupons = useCoupons();
  const claim = useClaimCoupon();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Coupon | null>(null);

  const list = coupons.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / COUPONS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = list.slice((current - 1) * COUPONS_PER_PAGE, current * COUPONS_PER_PAGE);

  const cancel = () => {
    setSelected(null);
    void queryClient.invalidateQueries({ queryKey: keyOf(spin.setup) });
  };

  const confirm = (coupon: Coupon) => {
    setSelected(null);
    if (claim.isPending) return;
    claim.mutate(coupon, {
      onSuccess: () =>
        void dialog.success({
          title: t('common.successTitle'),
          message: t('spin.claimSuccess', { label: coupon.prize.slice.label }),
          details: receipt({
            move: 'coupon',
            amount: coupon.amount,
            from: { kind: 'source', key: 'spinWheel', detail: coupon.prize.slice.label },
            to: { kind: 'wallet' },
            at: new Date(),
          }),
        }),
      onError: (error) =>
        void dialog.error({
          title: t('common.errorTitle'),
          message: error instanceof SpinFailure ? codeText(t, 'spin.error', error.code) : errorText(t, error),
        }),
    });
  };

  return (
    <section className="coupon-table card" aria-labelledby="coupon-title">
      <div className="card-body">
        <h2 id="coupon-title" className="h5">
          {t('spin.couponsTitle')}
        </h2>
        {coupons.isPending && <LoadingLine className="text-center py-3" />}
        {coupons.isError && (
          <div role="alert" className="text-center py-2">
            <p className="mb-1">{t('spin.couponsFailed')}</p>
            <p className="small text-body-secondary mb-2">{errorText(t, coupons.error)}</p>
            <Button variant="outline-primary" size="sm" onClick={() => void coupons.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {coupons.isSuccess && list.length === 0 && <p className="text-body-secondary mb-0">{t('spin.noCoupons')}</p>}
        {rows.length > 0 && (
          <Table size="sm" className="align-middle mb-2" responsive>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('spin.colSlice')}</th>
                <th scope="col">{t('spin.colPrize')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('spin.colAction')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((coupon, i) => (
                <tr key={coupon._id ?? `${current}-${i}`}>
                  <td>{(current - 1) * COUPONS_PER_PAGE + i + 1}</td>
                  <td>{coupon.prize.slice.label}</td>
                  <td>
                    <span className="d-block">{coupon.prize.name}</span>
                    <span className="small text-body-secondary">{money.format(coupon.amount)}</span>
                  </td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      onClick={() => setSelected(coupon)}
                      disabled={claim.isPending}
                      aria-label={t('spin.claimFor', {
                        label: coupon.prize.slice.label,
                        index: (current - 1) * COUPONS_PER_PAGE + i + 1,
                      })}
                    >
                      {t('spin.claim')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pagination page={current} total={list.length} pageSize={COUPONS_PER_PAGE} onChange={setPage} />
      </div>
      {selected && (
        <Suspense fallback={null}>
          <ClaimModal coupon={selected} onCancel={cancel} onConfirm={confirm} />
        </Suspense>
      )}
      <LoadingOverlay show={claim.isPending} />
    </section>
  );
}
