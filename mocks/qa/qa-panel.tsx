import './qa-panel.css';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/lib/i18n';
import { addQaStrings } from './strings';
import { ScenarioSection } from './panel-scenario';
import { AccountsSection } from './panel-accounts';
import { DatabaseSection } from './panel-database';
import { FaultsSection } from './panel-faults';
import { WorldSection } from './panel-world';
import { HtmlSection } from './panel-html';
import { LogSection } from './panel-log';
import { ReportsSection } from './panel-reports';

export function QaPanel({ onClose }: { onClose: () => void }) {
  addQaStrings();
  const { t, i18n } = useTranslation();
  const [message, setMessage] = useState('');
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside
      id="qa-panel"
      className="qa-panel"
      aria-label={t('qa.title')}
      lang={i18n.language === 'la' ? 'lo' : i18n.language}
    >
      <header className="qa-panel__header">
        <h2>{t('qa.title')}</h2>
        <button type="button" onClick={() => window.location.reload()}>
          {t('qa.reload')}
        </button>
        <button type="button" onClick={onClose} aria-label={t('common.close')}>
          ×
        </button>
      </header>
      <p className="qa-panel__hint">{t('qa.hint')}</p>
      <p role="status" className="qa-panel__message">
        {message}
      </p>
      <ScenarioSection onChanged={setMessage} />
      <AccountsSection />
      <DatabaseSection onChanged={setMessage} />
      <FaultsSection />
      <WorldSection onChanged={setMessage} />
      <HtmlSection />
      <LogSection />
      <ReportsSection />
      <footer className="qa-panel__footer">
        {(['th', 'la', 'en'] as const).map((lng) => (
          <button key={lng} type="button" onClick={() => void changeLocale(lng)} aria-pressed={i18n.language === lng}>
            {t(`language.${lng}`)}
          </button>
        ))}
      </footer>
    </aside>
  );
}
