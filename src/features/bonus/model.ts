/** Pure bonus and promo-code rules of the bonus page (no React). */

import type { BonusType } from '@/contract/bonus';
import { isExhausted as isPeriodExhausted } from '@/rules/bonus-period';

export type { BonusType };

export interface BonusLike {
  type: BonusType;
  maxReceived: number;
  userBonus?: { isActive: boolean; list?: { updatedAt: string }[] } | null;
}

/** Exhausted when the receives counted in the period reach maxReceived. */
export function isExhausted(bonus: BonusLike, nowMs: number): boolean {
  return isPeriodExhausted(bonus.type, bonus.maxReceived, bonus.userBonus?.list, nowMs);
}

export type BonusState = 'current' | 'received' | 'available';

/** current when its user record is active; received (disabled) when the period limit is reached; else available. */
export function bonusState(bonus: BonusLike, nowMs: number): BonusState {
  if (bonus.userBonus?.isActive) return 'current';
  if (isExhausted(bonus, nowMs)) return 'received';
  return 'available';
}

/** The notice's %percentFail% placeholders become the bonus fail percentage. */
export function fillPercentFail(
  notice: string | null | undefined,
  percentFail: number | string | null | undefined,
): string {
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
