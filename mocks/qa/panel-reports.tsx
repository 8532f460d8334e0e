import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Report } from '@/lib/field-signals/report-shape';
import {
  clearFieldReports,
  droppedFieldReportsByReason,
  fieldReports,
  onFieldReports,
  REPORT_FLOOR_PER_SENDER,
  REPORTS_PER_CLIENT_PER_MINUTE,
} from './field-reports';
import { Section } from './panel-section';

function detailOf(report: Report): string {
  switch (report.type) {
    case 'vital':
      return `${report.name} ${report.value} (${report.rating})`;
    case 'contract':
      return `${report.method} ${report.path}: ${report.field}`;
    case 'error': {
      const [top] = report.frames;
      const where = top ? ` ${top.file}:${top.line}:${top.column}` : '';
      return `${report.kind}: ${report.name}${where}`;
    }
    case 'money':
      return `${report.endpoint}: ${report.code}`;
  }
}

export function ReportsSection() {
  const { t } = useTranslation();
  const count = useSyncExternalStore(onFieldReports, () => fieldReports().length);
  const rate = useSyncExternalStore(onFieldReports, () => droppedFieldReportsByReason().rate);
  const full = useSyncExternalStore(onFieldReports, () => droppedFieldReportsByReason().full);
  const entries = fieldReports().slice(-60).reverse();
  return (
    <Section title={t('qa.reports.title', { count })}>
      <p className="qa-panel__hint">{t('qa.reports.hint')}</p>
      <p>
        {t('qa.reports.dropped', {
          rate,
          full,
          limit: REPORTS_PER_CLIENT_PER_MINUTE,
          floor: REPORT_FLOOR_PER_SENDER,
        })}
      </p>
      <button type="button" onClick={clearFieldReports}>
        {t('qa.reports.clear')}
      </button>
      <table className="qa-table qa-table--log">
        <thead>
          <tr>
            <th scope="col">{t('qa.reports.type')}</th>
            <th scope="col">{t('qa.reports.route')}</th>
            <th scope="col">{t('qa.reports.detail')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(({ at, report }, index) => (
            <tr key={`${at}-${index}`} className={report.type === 'vital' ? undefined : 'qa-bad'}>
              <td>{report.type}</td>
              <td>{report.route}</td>
              <td>{detailOf(report)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
