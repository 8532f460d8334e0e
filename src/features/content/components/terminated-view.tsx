import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TERMINATED_BODY_CLASS } from '../model';

export function TerminatedView() {
  const { t } = useTranslation();
  useEffect(() => {
    document.body.classList.add(TERMINATED_BODY_CLASS);
  }, []);
  return (
    <main className="status-view container text-center">
      <svg className="status-view__icon" viewBox="0 0 24 24" width="72" height="72" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 8l8 8M16 8l-8 8" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <h1 className="h3">{t('terminated.title')}</h1>
      <p className="text-body-secondary">{t('terminated.text')}</p>
    </main>
  );
}
