import { isEnglishName } from '@/rules/bank-account';
import { describe, expect, it } from 'vitest';
import type { GameAccount, WalletResponse } from '@/contract/wallet';
import {
  canTransfer,
  checkBankAccountName,
  groupByCategory,
  needsEnglishBankName,
  NONE,
  totalBalance,
  validateTransfer,
  validateTransferAll,
  transferAllAmount,
  transferAllSources,
  withdrawAllSources,
  validateWithdraw,
  WALLET,
  withdrawAllAmount,
} from '@/features/wallet/model';
import { gameAccount } from '@tests/support/game-account';

const slot = (partial: Partial<GameAccount>) => gameAccount({ web: 'https://games.example/pg', ...partial });

const walletOf = (amount: number, slots: GameAccount[]) =>
  ({ wallet: { amount }, slots }) as Pick<WalletResponse, 'wallet' | 'slots'>;

describe('total balance', () => {
  it('is the wallet plus every game account, without float noise', () => {
    expect(totalBalance(walletOf(0.1, [slot({ amount: 0.2 }), slot({ code: 'x', amount: 250.5 })]))).toBe(250.8);
    expect(
      totalBalance(
        walletOf(1000, [slot({ amount: 250.5 }), slot({ amount: 40 }), slot({ amount: 120 }), slot({ amount: 75.25 })]),
      ),
    ).toBe(1485.75);
    expect(totalBalance(walletOf(12, []))).toBe(12);
    expect(totalBalance(undefined)).toBe(0);
  });

  it('withdraw-all takes the whole balance cut to satang', () => {
    expect(withdrawAllAmount(walletOf(100.1, [slot({ amount: 0.2 })]))).toBe(100.3);
  });

  it('withdraw-all is made of the wallet and each open game with a balance, and its amount is their sum', () => {
    const wallet = walletOf(1000, [
      slot({ code: 'pg', name: 'PG', amount: 250.5 }),
      slot({ code: 'joker', name: 'Joker', amount: 0 }),
      slot({ code: 'sexy', name: 'Sexy', amount: 30, isActive: false }),
      slot({ code: 'huay', name: 'Huay', amount: 75.25 }),
    ]);
    expect(withdrawAllSources(wallet)).toEqual([
      { value: WALLET, name: '', amount: 1000 },
      { value: 'pg', name: 'PG', amount: 250.5 },
      { value: 'huay', name: 'Huay', amount: 75.25 },
    ]);
    // The closed account's 30 is not gathered by the server, so it is neither listed nor counted.
    expect(withdrawAllAmount(wallet)).toBe(1325.75);
    expect(withdrawAllSources(undefined)).toEqual([]);
  });

  it('transfer-all is made of every account but the target with a balance', () => {
    const wallet = walletOf(10, [
      slot({ code: 'pg', name: 'PG', amount: 5 }),
      slot({ code: 'x', name: 'X', amount: 0 }),
    ]);
    expect(transferAllSources(wallet, 'pg')).toEqual([{ value: WALLET, name: '', amount: 10 }]);
    expect(transferAllSources(wallet, WALLET)).toEqual([{ value: 'pg', name: 'PG', amount: 5 }]);
    expect(transferAllAmount(wallet, 'x')).toBe(15);
    expect(transferAllSources(walletOf(0, [slot({ code: 'pg', amount: 5 })]), 'pg')).toEqual([]);
  });

  it('transfer-all has nothing to move while the wallet is not known', () => {
    expect(transferAllSources(undefined, WALLET)).toEqual([]);
    expect(transferAllAmount(null, WALLET)).toBe(0);
  });

  it('groups game accounts into slot, sport and lotto', () => {
    const groups = groupByCategory([
      slot({ code: 'a' }),
      slot({ code: 'b', category: 'lotto' }),
      slot({ code: 'c', category: 'sport' }),
    ]);
    expect(groups.slot.map((g) => g.code)).toEqual(['a']);
    expect(groups.sport.map((g) => g.code)).toEqual(['c']);
    expect(groups.lotto.map((g) => g.code)).toEqual(['b']);
  });
});

describe('transfer validation (spec section 5)', () => {
  it('needs both ends selected', () => {
    expect(validateTransfer({ from: NONE, to: 'pg', amount: 10 })?.key).toBe('transfer.selectAccount');
    expect(validateTransfer({ from: WALLET, to: NONE, amount: 10 })?.key).toBe('transfer.selectAccount');
    expect(validateTransferAll(NONE)?.key).toBe('transfer.selectAccount');
    expect(validateTransferAll('pg')).toBeNull();
  });

  it('transfer-all with nothing to move says so (never a move of 0.00 to confirm)', () => {
    const empty = walletOf(0, [slot({ code: 'pg', amount: 250.5 }), slot({ code: 'x', amount: 0 })]);
    expect(validateTransferAll('pg', empty)?.key).toBe('transfer.nothingToMove');
    expect(validateTransferAll(WALLET, empty)).toBeNull();
    expect(validateTransferAll(NONE, empty)?.key).toBe('transfer.selectAccount');
  });

  it('refuses the same account at both ends', () => {
    expect(validateTransfer({ from: 'pg', to: 'pg', amount: 10 })?.key).toBe('transfer.sameAccount');
  });

  it('needs at least 1 baht: 0.99 fails with the bound, 1 passes', () => {
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 0.99 })).toEqual({
      key: 'transfer.minAmount',
      values: { amount: 1 },
    });
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 1 })).toBeNull();
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: Number.NaN })?.key).toBe('transfer.minAmount');
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 1.005 })?.key).toBe('transfer.decimals');
  });

  it('disables the transfer button at 0 or less', () => {
    expect(canTransfer(0)).toBe(false);
    expect(canTransfer(-1)).toBe(false);
    expect(canTransfer(Number.NaN)).toBe(false);
    expect(canTransfer(0.01)).toBe(true);
  });
});

describe('withdraw validation (bounds from the lookup)', () => {
  const limits = { withdrawMin: 100, withdrawMax: 50000 };
  it.each([
    [99.99, 'withdraw.min', 100],
    [100, null, null],
    [50000, null, null],
    [50000.01, 'withdraw.max', 50000],
    [Number.NaN, 'withdraw.min', 100],
  ])('%d -> %s', (amount, key, bound) => {
    const message = validateWithdraw(amount, limits);
    expect(message?.key ?? null).toBe(key);
    expect(message?.values?.amount ?? null).toBe(bound);
  });

  it('refuses more than the wallet holds, naming the balance (issue 40 item 8)', () => {
    expect(validateWithdraw(40_000, limits, 1_000)).toEqual({ key: 'withdraw.overBalance', values: { amount: 1_000 } });
    expect(validateWithdraw(1_000.01, limits, 1_000)?.key).toBe('withdraw.overBalance');
    expect(validateWithdraw(1_000, limits, 1_000)).toBeNull();
    // The bounds come first: the server would refuse those whatever the balance.
    expect(validateWithdraw(50_000.01, limits, 1_000)?.key).toBe('withdraw.max');
    expect(validateWithdraw(99, limits, 50)?.key).toBe('withdraw.min');
  });
});

describe('transfer: no more than the account it is taken from holds', () => {
  it('refuses a larger amount, naming the balance; the whole balance is fine', () => {
    const transfer = { from: 'pg', to: WALLET, available: 250.5 };
    expect(validateTransfer({ ...transfer, amount: 250.51 })).toEqual({
      key: 'transfer.overBalance',
      values: { amount: 250.5 },
    });
    expect(validateTransfer({ ...transfer, amount: 250.5 })).toBeNull();
    expect(validateTransfer({ from: 'pg', to: WALLET, amount: 9_999 })).toBeNull();
  });
});

describe('English bank account names', () => {
  it.each([
    ['SOMCHAI JAIDEE', true],
    ['somchai jaidee', true],
    ['สมหญิง ใจงาม', false],
    ['JOHN 2', false],
    ['O’BRIEN', false],
    ['   ', false],
    ['', false],
  ])('isEnglishName(%j) is %s', (name, latin) => expect(isEnglishName(name)).toBe(latin));

  it('prompts only KTB, TMB and BBL accounts with a non-Latin name', () => {
    expect(needsEnglishBankName({ bankCode: 'KTB', bankAccountName: 'สมหญิง ใจงาม' })).toBe(true);
    expect(needsEnglishBankName({ bankCode: 'TMB', bankAccountName: 'ສົມຊາຍ' })).toBe(true);
    expect(needsEnglishBankName({ bankCode: 'BBL', bankAccountName: 'SOMYING JAINGAM' })).toBe(false);
    expect(needsEnglishBankName({ bankCode: 'KBANK', bankAccountName: 'สมหญิง ใจงาม' })).toBe(false);
    expect(needsEnglishBankName(undefined)).toBe(false);
  });

  it('reads a Latin name with the white space a bank record carries around it as Latin (no prompt)', () => {
    expect(needsEnglishBankName({ bankCode: 'KTB', bankAccountName: '\u00a0SOMYING JAINGAM\t' })).toBe(false);
    expect(needsEnglishBankName({ bankCode: 'KTB', bankAccountName: 'สมหญิง ใจงาม\n' })).toBe(true);
  });

  it('saves a trimmed, upper-cased English name and refuses anything else', () => {
    expect(checkBankAccountName('  somying   jaingam ')).toEqual({ ok: true, value: 'SOMYING JAINGAM' });
    expect(checkBankAccountName('')).toEqual({ ok: false, message: { key: 'validation.bankNameEnglish' } });
    expect(checkBankAccountName('สมหญิง')).toEqual({ ok: false, message: { key: 'validation.bankNameEnglish' } });
  });
});
