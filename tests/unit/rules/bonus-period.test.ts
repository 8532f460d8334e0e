import { describe, expect, it } from 'vitest';
import { bangkokDay, bangkokWeek, isExhausted, receivesInPeriod, samePeriod } from '@/rules/bonus-period';

// Bangkok is UTC+7 all year: its midnight is 17:00 UTC the day before.
const at = (iso: string) => Date.parse(iso);
const receive = (iso: string) => ({ updatedAt: iso });

describe('bonus periods on the Bangkok calendar (spec section 4)', () => {
  it('a day starts at Bangkok midnight, not UTC midnight', () => {
    expect(bangkokDay(at('1970-01-01T00:00:00Z'))).toBe(0);
    expect(bangkokDay(at('1970-01-01T16:59:59.999Z'))).toBe(0);
    expect(bangkokDay(at('1970-01-01T17:00:00Z'))).toBe(1);
    expect(samePeriod('day', at('2026-03-10T16:59:59Z'), at('2026-03-10T17:00:00Z'))).toBe(false);
    expect(samePeriod('day', at('2026-03-10T17:00:00Z'), at('2026-03-11T16:59:59Z'))).toBe(true);
  });

  it('a week starts on Monday 00:00 Bangkok time', () => {
    // 2026-03-09 is a Monday: its Bangkok midnight is Sunday 2026-03-08 17:00 UTC.
    const sundayNight = at('2026-03-08T16:59:59Z');
    const mondayStart = at('2026-03-08T17:00:00Z');
    const sundayEnd = at('2026-03-15T16:59:59Z');
    expect(bangkokWeek(mondayStart)).toBe(bangkokWeek(sundayNight) + 1);
    expect(samePeriod('week', mondayStart, sundayEnd)).toBe(true);
    expect(samePeriod('week', sundayNight, mondayStart)).toBe(false);
    expect(samePeriod('week', mondayStart, at('2026-03-15T17:00:00Z'))).toBe(false);
  });

  it('limit counts every receive, whenever it was', () => {
    expect(samePeriod('limit', at('2020-01-01T00:00:00Z'), at('2026-03-10T00:00:00Z'))).toBe(true);
  });

  it('counts the receives of the period, one dated ahead of the device clock too, none without a date', () => {
    const now = at('2026-03-10T05:00:00Z'); // Tuesday noon in Bangkok
    const list = [
      receive('2026-03-10T01:00:00Z'), // today
      receive('2026-03-09T18:00:00Z'), // today (01:00 Bangkok)
      receive('2026-03-09T10:00:00Z'), // yesterday, this week
      receive('2026-03-01T10:00:00Z'), // an earlier week
      receive('2026-03-10T05:00:00Z'), // this very moment
      receive('2026-03-10T05:00:30Z'), // 30 s ahead of this device's clock: counts
      receive('not a date'),
    ];
    expect(receivesInPeriod('day', list, now)).toBe(4);
    expect(receivesInPeriod('week', list, now)).toBe(5);
    expect(receivesInPeriod('limit', list, now)).toBe(6);
    expect(receivesInPeriod('day', null, now)).toBe(0);
    expect(receivesInPeriod('limit', undefined, now)).toBe(0);
  });

  it('a bonus is exhausted when the receives of its period reach maxReceived', () => {
    const now = at('2026-03-10T05:00:00Z');
    const two = [receive('2026-03-10T01:00:00Z'), receive('2026-03-10T02:00:00Z')];
    expect(isExhausted('day', 2, two, now)).toBe(true);
    expect(isExhausted('day', 3, two, now)).toBe(false);
    expect(isExhausted('day', 1, two, now)).toBe(true);
    expect(isExhausted('day', 2, two, at('2026-03-10T17:00:00Z'))).toBe(false); // the next Bangkok day
  });
});
