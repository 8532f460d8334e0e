import * as v from 'valibot';
import { ReportBatchShape, type Report } from '@/lib/field-signals/report-shape';

/** Field signals the app sent (VITE_REPORT_URL pointed at the mock), newest last; the oldest go past this many. */
export const MAX_FIELD_REPORTS = 500;

export interface StoredReport {
  at: number;
  report: Report;
}

const entries: StoredReport[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Keeps a batch ({ reports: [...] }) that fits the allow-list; anything else changes nothing. */
export function addFieldReports(body: unknown): { ok: true; count: number } | { ok: false; problem: string } {
  const result = v.safeParse(ReportBatchShape, body);
  if (!result.success) {
    const [issue] = result.issues;
    const place = issue.path?.map((item) => String(item.key)).join('.') || '(body)';
    return { ok: false, problem: `${place}: ${issue.message}` };
  }
  const at = Date.now();
  entries.push(...result.output.reports.map((report) => ({ at, report })));
  if (entries.length > MAX_FIELD_REPORTS) entries.splice(0, entries.length - MAX_FIELD_REPORTS);
  changed();
  return { ok: true, count: result.output.reports.length };
}

export function fieldReports(): readonly StoredReport[] {
  return entries;
}

export function clearFieldReports(): void {
  entries.length = 0;
  changed();
}

export function onFieldReports(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
