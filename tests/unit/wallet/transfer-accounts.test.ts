import { describe, expect, it } from 'vitest';
import { rotationAt } from '@/features/spin/model';
import { transferAccounts, validateWithdraw } from '@/features/wallet/model';
import { gameAccount } from '@tests/support/game-account';

const account = (code: string, isActive: boolean, amount: number) => gameAccount({ code, isActive, amount });

describe('transfer and withdraw rules', () => {
  it('the transfer lists offer the active game accounts only, with their balance', () => {
    expect(transferAccounts([account('pg', true, 12.5), account('joker', false, 3), account('sbo', true, 0)])).toEqual([
      { value: 'pg', name: 'PG', amount: 12.5 },
      { value: 'sbo', name: 'SBO', amount: 0 },
    ]);
  });

  it('a withdrawal within the bounds but with a fraction of a satang is refused', () => {
    expect(validateWithdraw(100.555, { withdrawMin: 100, withdrawMax: 50_000 })).toEqual({ key: 'withdraw.decimals' });
  });
});

describe('the wheel mid-spin', () => {
  it('is between its start and its landing angle, past halfway at half time (it slows down)', () => {
    const at = rotationAt(750, 100, 460, 1500);
    expect(at).toBeGreaterThan(280);
    expect(at).toBeLessThan(460);
  });
});
