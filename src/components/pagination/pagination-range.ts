/**
 * Page numbers to show around `current`: `before` pages before it and `after` pages after it,
 * clamped to 1..totalPages. Returns [] when there are no pages.
 */
export function paginationRange(current: number, totalPages: number, before = 3, after = 1): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(Math.trunc(current), 1), totalPages);
  const first = Math.max(1, page - before);
  const last = Math.min(totalPages, page + after);
  const pages: number[] = [];
  for (let n = first; n <= last; n += 1) pages.push(n);
  return pages;
}
