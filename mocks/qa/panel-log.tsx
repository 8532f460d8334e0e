import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { clearRequestLog, onRequestLogged, requestLog } from './request-log';
import { Section } from './panel-section';

export function LogSection() {
  const { t } = useTranslation();
  const log = useSyncExternalStore(onRequestLogged, () => requestLog().length);
  const entries = requestLog().slice(-60).reverse();
  return (
    <Section title={t('qa.log.title', { count: log })}>
      <button type="button" onClick={clearRequestLog}>
        {t('qa.log.clear')}
      </button>
      <table className="qa-table qa-table--log">
        <thead>
          <tr>
            <th scope="col">{t('qa.log.method')}</th>
            <th scope="col">{t('qa.log.path')}</th>
            <th scope="col">{t('qa.log.status')}</th>
            <th scope="col">{t('qa.log.code')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry, index) => (
            <tr
              key={`${entry.at}-${index}`}
              className={entry.status === 0 || entry.status >= 400 ? 'qa-bad' : undefined}
            >
              <td>{entry.method}</td>
              <td>{entry.path}</td>
              <td>{entry.status || t('qa.log.networkError')}</td>
              <td>{entry.code ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
