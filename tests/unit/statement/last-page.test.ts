import { describe, expect, it } from 'vitest';
import { lastPage } from '@/features/statement/model';

describe('the last page of a list (spec section 2: ?page= past the end)', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 10, 3],
  ])('%i entries at %i a page end on page %i', (total, size, expected) => expect(lastPage(total, size)).toBe(expected));
});
