import { useTranslation } from 'react-i18next';
import { CouponTable } from '@/features/spin/components/coupon-table';
import { SpinPanel } from '@/features/spin/components/spin-panel';

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
