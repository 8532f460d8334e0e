import * as v from 'valibot';
import { ReportBatchShape, type Report } from '@/lib/field-signals/report-shape';

/** Field signals the app sent (VITE_REPORT_URL pointed at the mock), newest last, this many at most. */
export const MAX_FIELD_REPORTS = 500;

/**
 * Reports one client may add in a minute; the rest are dropped and counted. A page load holds at most 100 between
 * two sends (src/lib/field-signals/reporter.ts), so a member's page stays under it; a flood cannot fill the store.
 */
export const REPORTS_PER_CLIENT_PER_MINUTE = 100;

/** Clients whose minute is counted at once: past it, a new client's reports are dropped (a flood of addresses). */
export const MAX_CLIENTS = 1000;

const MINUTE_MS = 60_000;

export interface StoredReport {
  at: number;
  report: Report;
}

const entries: StoredReport[] = [];
/** Who sent each entry (same order as entries); kept out of what GET lists. */
const senders: string[] = [];
const minutes = new Map<string, { start: number; count: number }>();
let dropped = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** How many of `wanted` reports the client may still add in its current minute (and counts them). */
function allowance(client: string, wanted: number, now: number): number {
  let minute = minutes.get(client);
  if (!minute || now - minute.start >= MINUTE_MS) {
    if (!minute && minutes.size >= MAX_CLIENTS) {
      for (const [key, { start }] of minutes) if (now - start >= MINUTE_MS) minutes.delete(key);
      if (minutes.size >= MAX_CLIENTS) return 0;
    }
    minute = { start: now, count: 0 };
    minutes.set(client, minute);
  }
  const allowed = Math.min(wanted, REPORTS_PER_CLIENT_PER_MINUTE - minute.count);
  minute.count += allowed;
  return allowed;
}

/** When the store is full, the client holding the most entries loses its oldest: a flood pushes out its own. */
function evictOne(): void {
  const held = new Map<string, number>();
  for (const sender of senders) held.set(sender, (held.get(sender) ?? 0) + 1);
  const [most] = [...held].reduce((top, next) => (next[1] > top[1] ? next : top));
  const index = senders.indexOf(most);
  entries.splice(index, 1);
  senders.splice(index, 1);
}

/**
 * Keeps a batch ({ reports: [...] }) that fits the allow-list, as far as the client's minute allows; the rest
 * is dropped and counted. A batch outside the allow-list changes nothing.
 */
export function addFieldReports(
  body: unknown,
  client: string,
  now = Date.now(),
): { ok: true; count: number; dropped: number } | { ok: false; problem: string } {
  const result = v.safeParse(ReportBatchShape, body);
  if (!result.success) {
    const [issue] = result.issues;
    const place = issue.path?.map((item) => String(item.key)).join('.') || '(body)';
    return { ok: false, problem: `${place}: ${issue.message}` };
  }
  const { reports } = result.output;
  const kept = reports.slice(0, allowance(client, reports.length, now));
  dropped += reports.length - kept.length;
  for (const report of kept) {
    entries.push({ at: now, report });
    senders.push(client);
    if (entries.length > MAX_FIELD_REPORTS) evictOne();
  }
  changed();
  return { ok: true, count: kept.length, dropped: reports.length - kept.length };
}

/** POST /__mock/reports of the worker and of the standalone server: the status and JSON answer for a body. */
export function postFieldReports(
  text: string,
  client: string,
): { status: number; answer: Record<string, string | number> } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, answer: { message: 'KEY_INVALID', problem: 'the body is not JSON' } };
  }
  const added = addFieldReports(body, client);
  if (!added.ok) return { status: 400, answer: { message: 'KEY_INVALID', problem: added.problem } };
  if (added.count === 0) return { status: 429, answer: { message: 'REQUEST_LIMIT_1MIN', dropped: added.dropped } };
  return { status: 200, answer: { count: added.count, dropped: added.dropped } };
}

export function fieldReports(): readonly StoredReport[] {
  return entries;
}

/** Reports dropped over a client's minute since the last clear. */
export function droppedFieldReports(): number {
  return dropped;
}

export function clearFieldReports(): void {
  entries.length = 0;
  senders.length = 0;
  minutes.clear();
  dropped = 0;
  changed();
}

export function onFieldReports(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
