import { describe, expect, it } from 'vitest';
import type { GameAccount, WalletResponse } from '@/contract/wallet';
import {
  appLinks,
  checkBankAccountName,
  detectPlatform,
  groupByCategory,
  launchPlan,
  moveAllLeft,
  totalBalance,
  validateTransfer,
  withdrawAllAmount,
} from '@/features/wallet/model';

/** Wallet rules at their edges (cases written for mutants model.test.ts left alive; see reports/mutation.md). */
const walletOf = (amount: number, amounts: number[] = []) =>
  ({
    wallet: { amount },
    slots: amounts.map((value, i) => ({ amount: value, isActive: true, code: `g${i}`, name: `Game ${i}` })),
  }) as unknown as Pick<WalletResponse, 'wallet' | 'slots'>;

describe('wallet sums at the edges', () => {
  it('withdraw-all keeps a whole-satang balance whose float product falls just below it', () => {
    // 0.29 * 100 is 28.999999999999996: without the allowance the member would be offered 0.28.
    expect(withdrawAllAmount(walletOf(0.29))).toBe(0.29);
    expect(withdrawAllAmount(walletOf(0, [0.1, 0.19]))).toBe(0.29);
    expect(totalBalance(null)).toBe(0);
  });

  it('an account of a category the spec does not name is in no carousel', () => {
    const groups = groupByCategory([{ category: 'casino', code: 'x' } as unknown as GameAccount]);
    expect(groups).toEqual({ slot: [], sport: [], lotto: [] });
  });

  it('a transfer with one end not chosen at all asks for the account', () => {
    expect(validateTransfer({ from: '', to: 'pg', amount: 10 })?.key).toBe('transfer.selectAccount');
    expect(validateTransfer({ from: 'pg', to: '', amount: 10 })?.key).toBe('transfer.selectAccount');
  });

  it('a blank bank-account name is refused', () => {
    expect(checkBankAccountName('   ')).toEqual({ ok: false, message: { key: 'validation.bankNameEnglish' } });
  });
});

describe('what a move-all leaves behind', () => {
  it('is the sources less the amount moved (a fraction of a kip), and never below nothing', () => {
    const sources = [{ amount: 1_000.4 }, { amount: 500.35 }];
    expect(moveAllLeft(sources, 1_500)).toBe(0.75);
    expect(moveAllLeft(sources, 1_500.75)).toBe(0);
    expect(moveAllLeft(sources, 2_000)).toBe(0);
    expect(moveAllLeft([], 0)).toBe(0);
  });
});

describe('platform and launch at the edges', () => {
  it('a Mac is an iPad only with more than one touch point', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)';
    expect(detectPlatform(mac)).toBe('desktop');
    expect(detectPlatform(mac, 1)).toBe('desktop');
    expect(detectPlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0)', 5)).toBe('desktop');
  });

  it('an Android store link (market:) is followed on Android', () => {
    expect(appLinks({ android: 'market://details?id=com.example.game', ios: null }, 'android')).toEqual([
      { platform: 'android', url: 'market://details?id=com.example.game' },
    ]);
  });

  it('a form login without form-state fields posts the credentials alone', () => {
    const plan = launchPlan({ code: 'JOKER', web: 'https://games.example/joker' }, { username: 'u', password: 'p' });
    expect(plan).toEqual({
      kind: 'form',
      action: 'https://games.example/joker',
      fields: { username: 'u', password: 'p' },
    });
  });
});
