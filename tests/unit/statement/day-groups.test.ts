import { describe, expect, it } from 'vitest';
import { calendarDay, groupByDay, type UtcOffset } from '@/features/statement/day-groups';

/** Bangkok and Vientiane: UTC+7 all year. */
const INDOCHINA: UtcOffset = () => 7 * 60;
/** A calendar behind UTC, so that a test of the member's midnight is never a test of UTC's. */
const BEHIND: UtcOffset = () => -5 * 60;

/** An instant given as the wall-clock time in a zone `hours` east of UTC. */
const wall = (hours: number, y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) =>
  new Date(Date.UTC(y, m - 1, d, h, min, s, ms) - hours * 3_600_000).toISOString();
const bangkok = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => wall(7, y, m, d, h, min, s, ms);

const line = (createdAt: string, id = createdAt) => ({ id, createdAt });
const kinds = (groups: ReturnType<typeof groupByDay>) => groups.map((g) => [g.kind, g.entries.length]);

describe('statement day groups', () => {
  // 26/11/2026 09:30 in Bangkok (02:30 UTC, still the 26th there too).
  const now = Date.parse(bangkok(2026, 11, 26, 9, 30));

  it('puts each line under Today, Yesterday or its date, in the order the server sent them', () => {
    const entries = [
      line(bangkok(2026, 11, 26, 9, 0)),
      line(bangkok(2026, 11, 26, 0, 10)),
      line(bangkok(2026, 11, 25, 22, 0)),
      line(bangkok(2026, 11, 25, 1, 0)),
      line(bangkok(2026, 11, 23, 12, 0)),
      line(bangkok(2026, 10, 31, 12, 0)),
    ];
    const groups = groupByDay(entries, now, INDOCHINA);
    expect(kinds(groups)).toEqual([
      ['today', 2],
      ['yesterday', 2],
      ['date', 1],
      ['date', 1],
    ]);
    expect(groups.flatMap((g) => g.entries)).toEqual(entries);
    // A date group is written from its first line's time.
    expect(groups[2].at).toBe(entries[4].createdAt);
    expect(groups[3].day).toBe(groups[2].day! - 23);
  });

  it("turns the day at the member's midnight, not at UTC's", () => {
    const lastOfYesterday = bangkok(2026, 11, 25, 23, 59, 59, 999);
    const firstOfToday = bangkok(2026, 11, 26, 0, 0, 0, 0);
    const lastOfTheDayBefore = bangkok(2026, 11, 24, 23, 59, 59, 999);
    const firstOfYesterday = bangkok(2026, 11, 25, 0, 0, 0, 0);
    const groups = groupByDay(
      [line(firstOfToday), line(lastOfYesterday), line(firstOfYesterday), line(lastOfTheDayBefore)],
      now,
      INDOCHINA,
    );
    expect(kinds(groups)).toEqual([
      ['today', 1],
      ['yesterday', 2],
      ['date', 1],
    ]);
    // At 06:59 in Bangkok it is still the day before in UTC: the member's calendar decides.
    const early = Date.parse(bangkok(2026, 11, 26, 6, 59));
    expect(kinds(groupByDay([line(firstOfToday), line(lastOfYesterday)], early, INDOCHINA))).toEqual([
      ['today', 1],
      ['yesterday', 1],
    ]);
    // And in a calendar behind UTC, 04:59 UTC on the 26th is still the 25th.
    const evening = Date.parse(wall(-5, 2026, 11, 25, 23, 30));
    expect(
      kinds(groupByDay([line(wall(-5, 2026, 11, 25, 23, 59)), line(wall(-5, 2026, 11, 24, 23, 59))], evening, BEHIND)),
    ).toEqual([
      ['today', 1],
      ['yesterday', 1],
    ]);
  });

  it('counts Today and Yesterday from now: just after midnight, the evening before is Yesterday', () => {
    const justAfterMidnight = Date.parse(bangkok(2026, 11, 27, 0, 0, 1));
    expect(groupByDay([line(bangkok(2026, 11, 26, 23, 59))], justAfterMidnight, INDOCHINA)[0].kind).toBe('yesterday');
    const justBefore = Date.parse(bangkok(2026, 11, 26, 23, 59, 59));
    expect(groupByDay([line(bangkok(2026, 11, 26, 0, 0))], justBefore, INDOCHINA)[0].kind).toBe('today');
  });

  it("a line dated after this phone's now (its clock behind the server's) counts as today", () => {
    const groups = groupByDay(
      [line(bangkok(2026, 11, 27, 0, 1)), line(bangkok(2026, 11, 26, 9, 0))],
      Date.parse(bangkok(2026, 11, 26, 23, 59)),
      INDOCHINA,
    );
    expect(kinds(groups)).toEqual([['today', 2]]);
  });

  it('keeps the order the server sent: a day it comes back to is headed again', () => {
    const entries = [
      line(bangkok(2026, 11, 26, 8, 0), 'a'),
      line(bangkok(2026, 11, 25, 8, 0), 'b'),
      line(bangkok(2026, 11, 26, 7, 0), 'c'),
    ];
    const groups = groupByDay(entries, now, INDOCHINA);
    expect(groups.map((g) => [g.kind, g.entries.map((e) => e.id)])).toEqual([
      ['today', ['a']],
      ['yesterday', ['b']],
      ['today', ['c']],
    ]);
  });

  it('gives no group for no lines, and one of its own to lines whose time cannot be read', () => {
    expect(groupByDay([], now, INDOCHINA)).toEqual([]);
    const groups = groupByDay(
      [line(bangkok(2026, 11, 26, 8, 0)), line('not a date', 'x'), line('', 'y')],
      now,
      INDOCHINA,
    );
    expect(groups.map((g) => [g.kind, g.day === null, g.entries.length])).toEqual([
      ['today', false, 1],
      ['date', true, 2],
    ]);
  });

  it("uses the device's calendar when given none (as every date the app writes)", () => {
    const local = new Date(2026, 10, 26, 0, 0, 0, 0);
    const today = new Date(2026, 10, 26, 12, 0).getTime();
    const groups = groupByDay([line(local.toISOString()), line(new Date(local.getTime() - 1).toISOString())], today);
    expect(kinds(groups)).toEqual([
      ['today', 1],
      ['yesterday', 1],
    ]);
    expect(calendarDay(local.getTime())).toBe(calendarDay(today));
  });
});
