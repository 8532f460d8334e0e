import dayjs from 'dayjs';

/** What a day's heading says: Today, Yesterday, or the date. */
export type DayKind = 'today' | 'yesterday' | 'date';

/** A run of statement lines of one day in the member's calendar, under one heading. */
export interface DayGroup<T> {
  kind: DayKind;
  /** The day as whole days since 1970-01-01 in the member's calendar; null for lines whose time cannot be read. */
  day: number | null;
  /** The first line's time, from which a `date` heading writes its date. */
  at: string;
  entries: T[];
}

/** Minutes east of UTC at an instant (+420 in Bangkok and Vientiane). */
export type UtcOffset = (instant: number) => number;

/** The device's offset, as dayjs writes every date the member sees (src/lib/format.ts): the member's calendar. */
export const deviceOffset: UtcOffset = (instant) => -new Date(instant).getTimezoneOffset();

const DAY_MS = 24 * 60 * 60_000;

/** The day an instant falls on in a calendar `offset` minutes east of UTC, counted from 1970-01-01 there. */
export function calendarDay(instant: number, offset: UtcOffset = deviceOffset): number {
  return Math.floor((instant + offset(instant) * 60_000) / DAY_MS);
}

/**
 * The statement's lines under day headings, in the order the server sent them: each run of lines of one day in the
 * member's calendar is a group, Today and Yesterday counted from `now` (this device's clock: the app keeps no
 * server time). A line the server dates after this device's today counts as today (phone clocks run behind).
 * Lines out of order on the server's side keep their order: a day they come back to gets a second heading.
 */
export function groupByDay<T extends { createdAt: string }>(
  entries: readonly T[],
  now: number,
  offset: UtcOffset = deviceOffset,
): DayGroup<T>[] {
  const today = calendarDay(now, offset);
  const groups: DayGroup<T>[] = [];
  for (const entry of entries) {
    const time = dayjs(entry.createdAt);
    const day = time.isValid() ? Math.min(calendarDay(time.valueOf(), offset), today) : null;
    const last = groups[groups.length - 1];
    if (last && last.day === day) {
      last.entries.push(entry);
      continue;
    }
    const kind: DayKind = day === today ? 'today' : day === today - 1 ? 'yesterday' : 'date';
    groups.push({ kind, day, at: entry.createdAt, entries: [entry] });
  }
  return groups;
}
