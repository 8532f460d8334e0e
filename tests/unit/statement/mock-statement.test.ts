import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { RuleError } from '@mocks/domain/rule-error';
import { memberPage, pageOf, readPaging, slipImageUrl } from '@mocks/domain/statement';
import { SLIP_REASONS } from '@mocks/content';

describe('statement paging rules', () => {
  it('accepts whole pages from 1 and limits 1..100 only', () => {
    expect(readPaging({ page: 1, limit: 10 })).toEqual({ page: 1, limit: 10 });
    expect(readPaging({ page: 0, limit: 10 })).toBeNull();
    expect(readPaging({ page: 1, limit: 0 })).toBeNull();
    expect(readPaging({ page: 1, limit: 101 })).toBeNull();
    expect(readPaging({ page: 1.5, limit: 10 })).toBeNull();
    expect(readPaging({ page: '1' as unknown as number, limit: 10 })).toBeNull();
    expect(readPaging(null)).toBeNull();
  });

  it('pages newest first', () => {
    const list = [
      { _id: 'a', createdAt: '2026-01-01T00:00:00Z' },
      { _id: 'b', createdAt: '2026-01-03T00:00:00Z' },
      { _id: 'c', createdAt: '2026-01-02T00:00:00Z' },
    ];
    expect(pageOf(list, { page: 1, limit: 2 })).toEqual({ total: 3, items: [list[1], list[2]] });
    expect(pageOf(list, { page: 2, limit: 2 }).items).toEqual([list[0]]);
    expect(pageOf(list, { page: 3, limit: 2 }).items).toEqual([]);
  });
});

describe('seeded history', () => {
  it('has at least 35 entries of every type for member 0812345678', () => {
    const mine = getDb().statements.filter((s) => s.memberId === 'm-1001');
    for (const type of ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']) {
      expect(mine.filter((s) => s.statementType === type).length).toBeGreaterThanOrEqual(35);
    }
    expect(new Set(mine.map((s) => s.status))).toEqual(new Set(['SUCCESS', 'FAILED', 'PENDING']));
    for (const item of ['bonus', 'promotion', 'invite', 'refund', 'luckydraw'] as const) {
      expect(mine.some((s) => s[item]?.description)).toBe(true);
    }
  });

  it('has slips of every status and every reason of spec section 8', () => {
    const slips = getDb().slips.filter((s) => s.memberId === 'm-1001');
    expect(new Set(slips.map((s) => s.status))).toEqual(new Set(['SUCCESS', 'FAILED', 'PENDING']));
    expect(new Set(slips.map((s) => s.note).filter(Boolean))).toEqual(new Set(SLIP_REASONS));
    expect(SLIP_REASONS).toHaveLength(11);
    expect(slips.every((s) => s.link.startsWith('/images/slips/') && s.reference)).toBe(true);
    expect(new Set(slips.map((s) => s.reference)).size).toBe(slips.length);
  });
});

describe("a member's pages", () => {
  it("holds only the member's own entries, newest first, without the owner field; bad paging is KEY_INVALID", () => {
    const { statements } = getDb();
    const page = memberPage(statements, 'm-1002', { page: 1, limit: 10 });
    expect(page.total).toBe(statements.filter((s) => s.memberId === 'm-1002').length);
    expect(page.items.every((item) => !('memberId' in item))).toBe(true);
    expect(page.items.map((item) => item.createdAt)).toEqual(
      [...page.items.map((item) => item.createdAt)].sort().reverse(),
    );
    expect(() => memberPage(statements, 'm-1002', { page: 0, limit: 10 })).toThrow(
      expect.objectContaining({ code: 'KEY_INVALID' }) as Error,
    );
  });

  it('gives a slip image only to its owner (NO_DATA otherwise)', () => {
    const slip = getDb().slips.find((s) => s.memberId === 'm-1001')!;
    expect(slipImageUrl(getDb().slips, 'm-1001', slip.reference)).toBe(slip.link);
    let thrown: unknown;
    try {
      slipImageUrl(getDb().slips, 'm-1002', slip.reference);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect(thrown).toMatchObject({ code: 'NO_DATA', status: 404 });
  });
});
