import { useTranslation } from 'react-i18next';
import { BonusPage } from '@/features/bonus/components/bonus-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="page container bonus-page">
      <h1 className="page__title">{t('pages.bonus')}</h1>
      <BonusPage />
    </main>
  );
}
