/**
 * Bonus periods (spec section 4): a bonus is exhausted when the receives counted in its period reach
 * maxReceived; type limit counts the total, day the same calendar day, week the same week. Days and weeks
 * are on the Bangkok calendar (Thailand and Laos keep UTC+7 all year), weeks starting on Monday.
 */
export type BonusPeriod = 'limit' | 'day' | 'week';

const DAY_MS = 24 * 60 * 60 * 1000;
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Days since 1970-01-01 on the Bangkok calendar. */
export function bangkokDay(ms: number): number {
  return Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS);
}

/** Weeks starting on Monday 00:00 Bangkok time (1970-01-01 was a Thursday, day 3 of its week). */
export function bangkokWeek(ms: number): number {
  return Math.floor((bangkokDay(ms) + 3) / 7);
}

/** Whether two times fall in the same period of a bonus type (limit: always). */
export function samePeriod(type: BonusPeriod, a: number, b: number): boolean {
  if (type === 'day') return bangkokDay(a) === bangkokDay(b);
  if (type === 'week') return bangkokWeek(a) === bangkokWeek(b);
  return true;
}

/**
 * Receives counted against maxReceived now: every one (limit), today's (day) or this week's (week). A receive the
 * server dated a little after this device's clock counts too: phone clocks run behind.
 */
export function receivesInPeriod(
  type: BonusPeriod,
  list: readonly { updatedAt: string }[] | null | undefined,
  nowMs: number,
): number {
  return (list ?? []).filter((item) => {
    const at = Date.parse(item.updatedAt);
    return Number.isFinite(at) && samePeriod(type, at, nowMs);
  }).length;
}

/** Exhausted when the receives counted in the period reach maxReceived. */
export function isExhausted(
  type: BonusPeriod,
  maxReceived: number,
  list: readonly { updatedAt: string }[] | null | undefined,
  nowMs: number,
): boolean {
  return receivesInPeriod(type, list, nowMs) >= maxReceived;
}
