import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportDb, importDb, resetDb } from '../db';
import { Section } from './panel-section';

export function DatabaseSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { t } = useTranslation();
  const [json, setJson] = useState('');
  const fieldId = useId();
  const download = () => {
    const url = URL.createObjectURL(new Blob([exportDb()], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `mock-db-${new Date().toISOString().slice(0, 19)}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  const importJson = () => {
    try {
      importDb(json);
      onChanged(t('qa.db.imported'));
    } catch (error) {
      onChanged(`${t('qa.db.importFailed')}: ${(error as Error).message}`);
    }
  };
  return (
    <Section title={t('qa.db.title')}>
      <div className="qa-buttons">
        <button
          type="button"
          onClick={() => {
            resetDb();
            onChanged(t('qa.db.resetDone'));
          }}
        >
          {t('qa.db.reset')}
        </button>
        <button type="button" onClick={download}>
          {t('qa.db.export')}
        </button>
        <button type="button" onClick={() => setJson(exportDb())}>
          {t('qa.db.show')}
        </button>
      </div>
      <label htmlFor={fieldId}>{t('qa.db.json')}</label>
      <textarea id={fieldId} rows={4} value={json} onChange={(e) => setJson(e.target.value)} />
      <input
        type="file"
        accept="application/json"
        aria-label={t('qa.db.file')}
        onChange={(e) => void e.target.files?.[0]?.text().then(setJson)}
      />
      <button type="button" disabled={!json.trim()} onClick={importJson}>
        {t('qa.db.import')}
      </button>
    </Section>
  );
}
