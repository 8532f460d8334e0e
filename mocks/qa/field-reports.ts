import * as v from 'valibot';
import { ReportBatchShape, type Report } from '@/lib/field-signals/report-shape';

/** Field signals the app sent (VITE_REPORT_URL pointed at the mock), newest last, this many at most. */
export const MAX_FIELD_REPORTS = 500;

const MINUTE_MS = 60_000;

/**
 * Reports one client may add in a minute; the rest are dropped and counted. A page load holds at most 100 between
 * two sends (src/lib/field-signals/reporter.ts), so a member's page stays under it; a flood cannot fill the store.
 */
export const REPORTS_PER_CLIENT_PER_MINUTE = 100;

/** Clients whose minute is counted at once: past it, a new client's reports are dropped (a flood of addresses). */
export const MAX_CLIENTS = 1000;

/**
 * Reports of each sender that others arriving never push out: a member's page sends a few (web vitals, an error or
 * two), and a flood from many addresses, each holding one, must not empty the store of them.
 */
export const REPORT_FLOOR_PER_SENDER = 5;

/**
 * How long a report within its sender's floor is kept against newcomers. When the store is full and no sender
 * holds more than the floor, the oldest report goes once it is this old; before that the newcomer is dropped.
 */
export const FLOOR_HOLD_MS = 10 * MINUTE_MS;

export interface StoredReport {
  at: number;
  report: Report;
}

const entries: StoredReport[] = [];
/** Who sent each entry (same order as entries); kept out of what GET lists. */
const senders: string[] = [];
/** How many entries each sender holds. */
const held = new Map<string, number>();
const minutes = new Map<string, { start: number; count: number }>();
/** Reports dropped since the last clear, by why: over the sender's minute (or past MAX_CLIENTS), or no room. */
const drops = { rate: 0, full: 0 };
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

function removeAt(index: number): void {
  const [sender] = senders.splice(index, 1);
  entries.splice(index, 1);
  if (sender === undefined) return;
  const count = (held.get(sender) ?? 0) - 1;
  if (count > 0) held.set(sender, count);
  else held.delete(sender);
}

/**
 * The store is one over full after a report was added: the sender holding the most loses its oldest, as long as
 * it holds more than the floor (a flood pushes out its own). When every sender is within its floor, the oldest
 * report goes if it is past the hold; else the report just added goes (false: it was not kept).
 */
function makeRoom(now: number): boolean {
  let most: string | undefined;
  let count = 0;
  for (const [sender, number] of held) if (number > count) [most, count] = [sender, number];
  if (most !== undefined && count > REPORT_FLOOR_PER_SENDER) {
    removeAt(senders.indexOf(most));
    return true;
  }
  const [oldest] = entries;
  if (oldest && now - oldest.at >= FLOOR_HOLD_MS) {
    removeAt(0);
    return true;
  }
  removeAt(entries.length - 1);
  return false;
}

/**
 * Keeps a batch ({ reports: [...] }) that fits the allow-list, as far as the client's minute and the store's room
 * allow; the rest is dropped and counted. A batch outside the allow-list changes nothing.
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
  const allowed = allowance(client, reports.length, now);
  let count = 0;
  for (const report of reports.slice(0, allowed)) {
    entries.push({ at: now, report });
    senders.push(client);
    held.set(client, (held.get(client) ?? 0) + 1);
    if (entries.length <= MAX_FIELD_REPORTS || makeRoom(now)) count += 1;
  }
  drops.rate += reports.length - allowed;
  drops.full += allowed - count;
  changed();
  return { ok: true, count, dropped: reports.length - count };
}

/** POST /__mock/reports of the worker and of the standalone server: the status and JSON answer for a body. */
export function postFieldReports(
  text: string,
  client: string,
  now = Date.now(),
): { status: number; answer: Record<string, string | number> } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: 400, answer: { message: 'KEY_INVALID', problem: 'the body is not JSON' } };
  }
  const added = addFieldReports(body, client, now);
  if (!added.ok) return { status: 400, answer: { message: 'KEY_INVALID', problem: added.problem } };
  if (added.count === 0) return { status: 429, answer: { message: 'REQUEST_LIMIT_1MIN', dropped: added.dropped } };
  return { status: 200, answer: { count: added.count, dropped: added.dropped } };
}

export function fieldReports(): readonly StoredReport[] {
  return entries;
}

/** Reports dropped since the last clear: over a client's minute, or with the store full of senders' floors. */
export function droppedFieldReports(): number {
  return drops.rate + drops.full;
}

/** The same, by reason: a flood of one sender shows as `rate`, a flood of many addresses as `full`. */
export function droppedFieldReportsByReason(): { rate: number; full: number } {
  return { ...drops };
}

export function clearFieldReports(): void {
  entries.length = 0;
  senders.length = 0;
  held.clear();
  minutes.clear();
  drops.rate = 0;
  drops.full = 0;
  changed();
}

export function onFieldReports(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
