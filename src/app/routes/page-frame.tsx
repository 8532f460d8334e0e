import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled page; pages whose features have not landed yet show a short placeholder. */
export function PageFrame({ titleKey, children }: { titleKey: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="page container">
      <h1 className="page__title">{t(titleKey)}</h1>
      {children ?? <p className="text-body-secondary">{t('common.comingSoon')}</p>}
    </main>
  );
}
