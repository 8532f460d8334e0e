import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/member-currency';
import { LoadingLine } from '@/components/loading-line';
import { LoadingOverlay } from '@/components/loading-overlay';
import { Pagination } from '@/components/pagination/pagination';
import { withSanitizer } from '@/components/sanitize-html';
import { errorText } from '@/lib/errors';
import type { Coupon } from '@/contract/spin';
import { useCoupons } from '../api';
import { COUPONS_PER_PAGE } from '../model';
import { useCouponClaim } from '../hooks/use-coupon-claim';

const ClaimModal = lazy(withSanitizer(() => import('./claim-modal').then((m) => ({ default: m.ClaimModal }))));

/** The member's coupons, three a page, each with a claim button. */
export function CouponTable() {
  const { t } = useTranslation();
  const coupons = useCoupons();
  const claim = useCouponClaim();
  const [page, setPage] = useState(1);
  const list = coupons.data ?? [];
  const pages = Math.max(1, Math.ceil(list.length / COUPONS_PER_PAGE));
  const current = Math.min(page, pages);
  const rows = list.slice((current - 1) * COUPONS_PER_PAGE, current * COUPONS_PER_PAGE);

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
          <CouponRows
            rows={rows}
            first={(current - 1) * COUPONS_PER_PAGE + 1}
            onClaim={claim.choose}
            claiming={claim.claiming}
          />
        )}
        <Pagination page={current} total={list.length} pageSize={COUPONS_PER_PAGE} onChange={setPage} />
      </div>
      {claim.selected && (
        <Suspense fallback={null}>
          <ClaimModal coupon={claim.selected} onCancel={claim.cancel} onConfirm={claim.confirm} />
        </Suspense>
      )}
      <LoadingOverlay show={claim.claiming} />
    </section>
  );
}

interface CouponRowsProps {
  rows: readonly Coupon[];
  /** The number of the page's first coupon. */
  first: number;
  onClaim: (coupon: Coupon) => void;
  claiming: boolean;
}

/** A page of coupons: number, slice, prize and amount, and a claim button each. */
function CouponRows({ rows, first, onClaim, claiming }: CouponRowsProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
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
          <tr key={coupon._id ?? `${first}-${i}`}>
            <td>{first + i}</td>
            <td>{coupon.prize.slice.label}</td>
            <td>
              <span className="d-block">{coupon.prize.name}</span>
              <span className="small text-body-secondary">{money.format(coupon.amount)}</span>
            </td>
            <td className="text-end">
              <Button
                size="sm"
                onClick={() => onClaim(coupon)}
                disabled={claiming}
                aria-label={t('spin.claimFor', { label: coupon.prize.slice.label, index: first + i })}
              >
                {t('spin.claim')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
