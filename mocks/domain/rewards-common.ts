/**
 * What the bonus, invite and refund rules of the mock share: the Asia/Bangkok calendar, the member
 * lookup, money helpers and the list paging of POST /api/invite and /api/refund.
 */
import * as v from 'valibot';
import { pagingBody } from '@/contract/entities';
import type { MockDb, MockMember } from '../types';
import { fromSatang, toSatang } from '@/rules/money';
import { RuleError } from './rule-error';

export const WALLET = 'WALLET';

export function memberOf(db: MockDb, memberId: string): MockMember {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  return member;
}

/** The time of the member's latest record in a list, -Infinity when there is none. */
export function lastAt<T extends { memberId: string; createdAt: string }>(
  list: readonly T[],
  memberId: string,
): number {
  return list
    .filter((x) => x.memberId === memberId)
    .reduce((last, x) => Math.max(last, Date.parse(x.createdAt)), -Infinity);
}

export function totalBalance(member: Pick<MockMember, 'wallet' | 'games'>): number {
  const satang = member.games.reduce(
    (sum, game) => sum + (game.isActive ? toSatang(game.amount) : 0),
    toSatang(member.wallet),
  );
  return fromSatang(satang);
}

/** Satang-exact percentage of an amount, rounded to the satang. */
export function percentOf(amount: number, percent: number): number {
  return fromSatang(Math.round((toSatang(amount) * percent) / 100));
}

// List paging

export const MAX_LIST_LIMIT = 100;

/**
 * {page, limit} of the list calls, read with the contract's body schema: KEY_MISSING without both keys,
 * KEY_INVALID unless both are whole numbers, page 1 or more and limit 1 to 100.
 */
export function pagingOf(body: unknown): { page: number; limit: number } | { error: string } {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  if (!raw || raw.page === undefined || raw.limit === undefined) return { error: 'KEY_MISSING' };
  const parsed = v.safeParse(pagingBody, raw);
  if (!parsed.success) return { error: 'KEY_INVALID' };
  const { page, limit } = parsed.output;
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    return { error: 'KEY_INVALID' };
  }
  return { page, limit };
}

/** The paging of a list call, or its RuleError. */
export function listPaging(body: unknown): { page: number; limit: number } {
  const paging = pagingOf(body);
  if ('error' in paging) throw new RuleError(paging.error);
  return paging;
}

export function pageOf<T>(list: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return list.slice((page - 1) * limit, page * limit);
}
