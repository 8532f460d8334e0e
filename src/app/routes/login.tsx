import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextUrl } from '@/lib/next-url';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <main className="page container page--narrow">
      <h1 className="page__title">{t('login.title')}</h1>
      <LoginForm onLoggedIn={() => void navigate(safeNextUrl(params.get('next')), { replace: true })} />
    </main>
  );
}
