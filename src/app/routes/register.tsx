import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { RegisterWizard } from '@/features/auth/components/register-wizard';
import { LOGIN_PATH } from '@/config/paths';
import { normaliseInviteCode } from '@/features/auth/model';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '@/lib/storage';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // An invite link (?code=PR1001) is kept in localStorage `code` so it survives a reload or a detour.
  const [inviteCode] = useState(() => {
    const fromLink = normaliseInviteCode(params.get('code'));
    if (fromLink) writeItem(STORAGE_KEYS.inviteCode, fromLink);
    return fromLink || normaliseInviteCode(readItem(STORAGE_KEYS.inviteCode));
  });

  const onRegistered = useCallback(() => {
    removeItem(STORAGE_KEYS.inviteCode);
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate]);

  return (
    <main className="page container page--narrow">
      <h1 className="page__title">{t('pages.register')}</h1>
      <RegisterWizard storedInviteCode={inviteCode} onRegistered={onRegistered} />
      <p className="text-center mt-3 mb-0">
        {t('register.haveAccount')} <Link to={LOGIN_PATH}>{t('register.toLogin')}</Link>
      </p>
    </main>
  );
}
