import { describe, expect, it } from 'vitest';
import { paginationRange } from '@/components/pagination/pagination-range';

describe('paginationRange', () => {
  it.each([
    { name: 'first page', current: 1, total: 10, expected: [1, 2] },
    { name: 'second page', current: 2, total: 10, expected: [1, 2, 3] },
    { name: 'middle page', current: 5, total: 10, expected: [2, 3, 4, 5, 6] },
    { name: 'last page', current: 10, total: 10, expected: [7, 8, 9, 10] },
    { name: 'fewer pages than the window', current: 2, total: 3, expected: [1, 2, 3] },
    { name: 'single page', current: 1, total: 1, expected: [1] },
    { name: 'no pages', current: 1, total: 0, expected: [] },
    { name: 'current beyond the last page is clamped', current: 12, total: 10, expected: [7, 8, 9, 10] },
    { name: 'current below 1 is clamped', current: 0, total: 10, expected: [1, 2] },
  ])('$name', ({ current, total, expected }) => {
    expect(paginationRange(current, total)).toEqual(expected);
  });

  it('honours custom before/after', () => {
    expect(paginationRange(5, 10, 1, 2)).toEqual([4, 5, 6, 7]);
    expect(paginationRange(5, 10, 0, 0)).toEqual([5]);
  });
});
