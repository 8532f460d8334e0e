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
  if (!Number.isInteger(page) || !Number.isInteger(limit) || page < 1 || limit < 1 || limit > MAX_PAGE_LIMIT) return null;
  return { page, limit };
}

/** Newest first (ties: the later id first), then the requested page. */
export function pageOf<T extends { createdAt: string; _id: string }>(list: readonly T[], { page, limit }: Paging) {
  const sorted = [...list].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b._id.localeCompare(a._id, 'en', { numeric: true }),
  );
  return { total: sorted.length, items: sorted.slice((page - 1) * limit, page * limit) };
}
