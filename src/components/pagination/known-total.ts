/**
 * Items a pagination counts: the server's total when it sends one; else what is known so far, plus one
 * more page while the current page is full (list answers that carry no total, as the spec's invite and
 * refund lists).
 */
export function knownTotal(page: number, pageSize: number, count: number, total: number | undefined): number {
  if (typeof total === 'number' && Number.isFinite(total)) return total;
  return (page - 1) * pageSize + count + (count >= pageSize ? 1 : 0);
}
