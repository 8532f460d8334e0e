/** Pure bonus and promo-code rules of the bonus page (no React). */

import type { BonusType } from '@/contract/bonus';

export type { BonusType };

const DAY_MS = 24 * 60 * 60 * 1000;
/** Thailand and Laos keep UTC+7 all year. */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Days since 1970-01-01 on the Bangkok calendar. */
export function bangkokDay(ms: number): number {
  return Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS);
}

/** Weeks that start on Monday 00:00 Bangkok time (1970-01-01 was a Thursday). */
export function bangkokWeek(ms: number): number {
  return Math.floor((bangkokDay(ms) + 3) / 7);
}

/** Receives counted against maxReceived: all (limit), the same calendar day (day), the same week (week). */
export function receivesInPeriod(type: BonusType, list: readonly { updatedAt: string }[] | undefined, nowMs: number): number {
  return (list ?? []).filter((item) => {
    const at = Date.parse(item.updatedAt);
    if (!Number.isFinite(at) || at > nowMs) return false;
    if (type === 'day') return bangkokDay(at) === bangkokDay(nowMs);
    if (type === 'week') return bangkokWeek(at) === bangkokWeek(nowMs);
    return true;
  }).length;
}

export interface BonusLike {
  type: BonusType;
  maxReceived: number;
  userBonus?: { isActive: boolean; list?: { updatedAt: string }[] } | null;
}

/** Exhausted when the receives counted in the period reach maxReceived. */
export function isExhausted(bonus: BonusLike, nowMs: number): boolean {
  return receivesInPeriod(bonus.type, bonus.userBonus?.list, nowMs) >= bonus.maxReceived;
}

export type BonusState = 'current' | 'received' | 'available';

/** current when its user record is active; received (disabled) when the period limit is reached; else available. */
export function bonusState(bonus: BonusLike, nowMs: number): BonusState {
  if (bonus.userBonus?.isActive) return 'current';
  if (isExhausted(bonus, nowMs)) return 'received';
  return 'available';
}

/** The notice's %percentFail% placeholders become the bonus fail percentage. */
export function fillPercentFail(notice: string | null | undefined, percentFail: number | string | null | undefined): string {
  const value = percentFail === null || percentFail === undefined || percentFail === '' ? '0' : String(percentFail);
  return (notice ?? '').replace(/%percentFail%/g, `${value}%`);
}

/** The promo-code input is forced to uppercase as the member types. */
export function toPromoCode(input: string): string {
  return input.toUpperCase();
}

/** The code looked up and activated: uppercase, trimmed; empty means nothing to search. */
export function promoCodeForLookup(input: string): string {
  return toPromoCode(input).trim();
}
