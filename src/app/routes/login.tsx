import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { safeNextUrl } from '@/lib/next-url';

/** Why a member was sent here (session-wiring.ts): the line the login page shows for each reason. */
const REASON_KEYS = new Map([
  ['expired', 'login.reasonExpired'],
  ['other-tab', 'login.reasonOtherTab'],
]);

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reasonKey = REASON_KEYS.get(params.get('reason') ?? '');
  return (
    <main className="page container page--narrow">
      <h1 className="page__title">{t('login.title')}</h1>
      {reasonKey && (
        <p className="alert alert-warning py-2" role="status">
          {t(reasonKey)}
        </p>
      )}
      <LoginForm onLoggedIn={() => void navigate(safeNextUrl(params.get('next')), { replace: true })} />
    </main>
  );
}
