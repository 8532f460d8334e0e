import { toCurrency } from '@/rules/currency';
import { fromSatang, moneyStepSatang, toSatang } from '@/rules/money';

/**
 * The mock's two money worlds. Every fixed amount of its rules and seed (withdraw bounds, the deposit maximum,
 * the amount of an unreadable slip, bonuses, promotions and their end thresholds, the refund minimum, wheel
 * prizes) is written once, in baht; a member registered in kip (currency LAK) meets each of them times
 * KIP_PER_BAHT, by the same rules. Amounts that are shares of other amounts (refunds, referral bonuses, play
 * results) follow the member's money by themselves.
 *
 * 1,000 is rate-like (a baht was worth 600-700 kip in 2025-26) and round, so the seed's numbers stay readable:
 * 100 baht of withdraw minimum is 100,000 kip (about US$4.60), a 1,500 baht wallet 1,500,000 kip.
 */
export const KIP_PER_BAHT = 1000;

/** How many of the member's money units one baht of the seed is: 1000 for a kip member, 1 otherwise. */
export function moneyScale(member: { currency: string | null } | null | undefined): number {
  return toCurrency(member?.currency) === 'LAK' ? KIP_PER_BAHT : 1;
}

/** A baht amount of the seed or the rules as the member meets it (to the satang). */
export function inMemberMoney(baht: number, member: { currency: string | null } | null | undefined): number {
  return fromSatang(toSatang(baht) * moneyScale(member));
}

/** A baht amount of the seed in kip (the Laos member's seed). */
export const kip = (baht: number): number => inMemberMoney(baht, { currency: 'LAK' });

/**
 * The smallest amount the member's money moves in, in satang: whole kip for a kip member (100), a satang otherwise.
 * Every share the mock computes (play results, refunds, referral bonuses) is rounded to it.
 */
export function moneyStep(member: { currency: string | null } | null | undefined): number {
  return moneyStepSatang(toCurrency(member?.currency));
}
