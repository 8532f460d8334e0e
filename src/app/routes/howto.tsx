import { useTranslation } from 'react-i18next';
import { HowtoList } from '@/features/content/components/howto-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <main className="page container page--narrow">
      <h1 className="page__title">{t('pages.howto')}</h1>
      <HowtoList />
    </main>
  );
}
