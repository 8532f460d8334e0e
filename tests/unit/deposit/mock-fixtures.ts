/** Shared by the mock deposit domain's tests (QR, slip, gift link): a fresh seed, the seeded member, money sums. */
import { RuleError } from '@mocks/domain/rule-error';
import { createSeed } from '@mocks/seed';
import type { MockDb } from '@mocks/types';

export const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);
export const M = 'm-1001';
export const fresh = (): MockDb => createSeed();
export const wallet = (db: MockDb) => db.members.find((m) => m._id === M)!.wallet;
/** Every member's wallet in satang: what the mock's money moves must conserve. */
export const totalMoney = (db: MockDb) => db.members.reduce((sum, m) => sum + Math.round(m.wallet * 100), 0);
/** The rule's error code, or null when it passed. */
export const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};
