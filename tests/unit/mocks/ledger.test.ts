import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, now, resetClock } from '@mocks/clock';
import { getDb, updateDb } from '@mocks/db';
import { recordStatement } from '@mocks/domain/ledger';
import { addMoney } from '@/rules/money';

// The wall clock stands still at a set moment (only Date is fake): each bound below compares the mock's time with
// that moment, never with how long the machine took between two readings.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T08:00:00.000Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ledger helpers', () => {
  it('adds money in satang so float noise never appears', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(1000, -999.99)).toBe(0.01);
  });

  it('records a statement entry with an id and the mock time', () => {
    const entry = updateDb((db) =>
      recordStatement(db, {
        memberId: 'm-1001',
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'KBANK',
        to: 'WALLET',
        amount: 100,
      }),
    );
    expect(getDb().statements).toContainEqual(entry);
    expect(entry._id).toMatch(/^st-\d+$/);
    expect(Math.abs(Date.parse(entry.createdAt) - Date.now())).toBeLessThan(1000);
  });
});

describe('mock clock', () => {
  it('moves forward for QA and resets', () => {
    const before = now();
    advanceClock(60_000);
    expect(now() - before).toBeGreaterThanOrEqual(60_000);
    resetClock();
    expect(Math.abs(now() - Date.now())).toBeLessThan(50);
  });
});
