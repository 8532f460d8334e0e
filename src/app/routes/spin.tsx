import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { couponsQuery, spinSetupQuery } from '@/features/spin/api';
import { CouponTable } from '@/features/spin/components/coupon-table';
import { SpinPanel } from '@/features/spin/components/spin-panel';
import { depositLookupQuery } from '@/lib/member-currency';

/** The spin page's first calls, started by its route (src/app/router.tsx): the wheel, the coupons, the currency. */
export function clientLoader(client: QueryClient): void {
  void client.prefetchQuery(spinSetupQuery);
  void client.prefetchQuery(couponsQuery);
  void client.prefetchQuery(depositLookupQuery);
}

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="page container spin-page">
      <h1 className="page__title">{t('pages.spin')}</h1>
      <SpinPanel />
      <CouponTable />
    </main>
  );
}
