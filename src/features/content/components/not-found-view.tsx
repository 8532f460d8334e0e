import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROOT_PATH } from '@/config/paths';

export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <main className="status-view container text-center">
      <p className="status-view__code">{t('notFound.code')}</p>
      <h1 className="h3">{t('notFound.title')}</h1>
      <p className="text-body-secondary">{t('notFound.text')}</p>
      <Link className="btn btn-primary" to={ROOT_PATH}>
        {t('notFound.home')}
      </Link>
    </main>
  );
}
