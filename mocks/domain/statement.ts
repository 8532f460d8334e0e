import type { MockSlip } from '../types';
import { RuleError } from './rule-error';

/** Paging rules shared by the statement and slip lists. */
export const MAX_PAGE_LIMIT = 100;

export interface Paging {
  page: number;
  limit: number;
}

/** A valid { page, limit } (page 1 or more, limit 1..100, both whole numbers), else null (KEY_INVALID). */
export function readPaging(body: Partial<Paging> | null): Paging | null {
  if (!body) return null;
  const { page, limit } = body;
  if (typeof page !== 'number' || typeof limit !== 'number') return null;
  if (!Number.isInteger(page) || !Number.isInteger(limit) || page < 1 || limit < 1 || limit > MAX_PAGE_LIMIT)
    return null;
  return { page, limit };
}

/** Newest first (ties: the later id first), then the requested page. */
export function pageOf<T extends { createdAt: string; _id: string }>(list: readonly T[], { page, limit }: Paging) {
  const sorted = [...list].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b._id.localeCompare(a._id, 'en', { numeric: true }),
  );
  return { total: sorted.length, items: sorted.slice((page - 1) * limit, page * limit) };
}

interface Owned {
  memberId: string;
  createdAt: string;
  _id: string;
}

/** One page of a member's own entries (statements or slips), newest first, without the owner field. */
export function memberPage<T extends Owned>(list: readonly T[], memberId: string, body: Partial<Paging> | null) {
  const paging = readPaging(body);
  if (!paging) throw new RuleError('KEY_INVALID');
  const { total, items } = pageOf(
    list.filter((item) => item.memberId === memberId),
    paging,
  );
  return { total, items: items.map(({ memberId: _memberId, ...rest }) => rest) };
}

/** The image URL of one of the member's slips; NO_DATA for anyone else's or an unknown reference. */
export function slipImageUrl(slips: readonly MockSlip[], memberId: string, reference: string): string {
  const slip = slips.find((s) => s.memberId === memberId && s.reference === reference);
  if (!slip) throw new RuleError('NO_DATA', 404);
  return slip.link;
}
