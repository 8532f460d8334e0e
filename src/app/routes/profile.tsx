import { useTranslation } from 'react-i18next';
import { ProfileCard } from '@/features/profile/components/profile-card';

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="page container profile-page">
      <h1 className="page__title">{t('pages.profile')}</h1>
      <ProfileCard />
    </main>
  );
}
