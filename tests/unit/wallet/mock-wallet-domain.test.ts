import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toSatang } from '@/rules/money';
import { activateGame, checkAutoLogin, gameCredentials, resetGamePassword, simulatePlay } from '@mocks/domain/games';
import { memberTotal, transfer, transferAll, WALLET, withdraw, withdrawAll } from '@mocks/domain/wallet';
import { inviteSummary } from '@mocks/domain/wallet-answer';
import { RuleError } from '@mocks/domain/rule-error';
import { createSeed } from '@mocks/seed';
import type { MockMember } from '@mocks/types';

const LIMITS = { withdrawMin: 100, withdrawMax: 50000 };
const seeded = (): MockMember => structuredClone(createSeed().members[0]);
const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};
const gameAmount = (member: MockMember, code: string) => member.games.find((g) => g.code === code)!.amount;

describe('transfer rules', () => {
  it('moves the exact amount between the wallet and a game and both ways back', () => {
    const member = seeded();
    transfer(member, { from: WALLET, to: 'pg', amount: 10 });
    expect(member.wallet).toBe(990);
    expect(gameAmount(member, 'pg')).toBe(260.5);
    transfer(member, { from: 'pg', to: 'superslot', amount: 1.1 + 0.2 });
    expect(gameAmount(member, 'pg')).toBe(259.2);
    expect(gameAmount(member, 'superslot')).toBe(41.3);
  });

  it.each([
    [{ from: WALLET, to: WALLET, amount: 10 }, 'KEY_INVALID'],
    [{ from: WALLET, to: 'pg', amount: 0.99 }, 'TRANSFER_MINIMUM'],
    [{ from: WALLET, to: 'pg', amount: 0 }, 'TRANSFER_MINIMUM'],
    [{ from: WALLET, to: 'pg', amount: 1.001 }, 'KEY_INVALID'],
    [{ from: WALLET, to: 'pg', amount: '10' }, 'KEY_INVALID'],
    [{ from: WALLET, to: 'nope', amount: 10 }, 'NO_GAME'],
    [{ from: WALLET, to: 'joker', amount: 10 }, 'SLOT_NO_ACCOUNT'],
    [{ from: WALLET, to: 'pg', amount: 1000.01 }, 'MONEY_NOT_ENOUGH'],
    [{ from: WALLET, amount: 10 }, 'KEY_MISSING'],
  ])('%j answers %s and changes nothing', (input, code) => {
    const member = seeded();
    const before = structuredClone(member);
    expect(codeOf(() => transfer(member, input as never))).toBe(code);
    expect(member).toEqual(before);
  });

  it('with the provider down the money taken from a game lands in the wallet (TRANSFER_FAIL)', () => {
    const member = seeded();
    const result = transfer(member, { from: 'pg', to: 'ufabet', amount: 50 }, { providerDown: true });
    expect(result.failed).toBe(true);
    expect(gameAmount(member, 'pg')).toBe(200.5);
    expect(gameAmount(member, 'ufabet')).toBe(120);
    expect(member.wallet).toBe(1050);
    const fromWallet = transfer(member, { from: WALLET, to: 'pg', amount: 50 }, { providerDown: true });
    expect(fromWallet).toEqual({ moves: [], failed: true });
    expect(member.wallet).toBe(1050);
  });

  it('transfer-all empties every other account into the target', () => {
    const member = seeded();
    const total = memberTotal(member);
    transferAll(member, 'pg');
    expect(gameAmount(member, 'pg')).toBe(total);
    expect(member.wallet).toBe(0);
    expect(codeOf(() => transferAll(member, 'pg'))).toBe('MONEY_NOT_ENOUGH');
    transferAll(member, WALLET);
    expect(member.wallet).toBe(total);
  });
});

describe('withdraw rules', () => {
  it('withdraws from the wallet within the bounds and the balance', () => {
    const member = seeded();
    expect(withdraw(member, 100, LIMITS).amount).toBe(100);
    expect(member.wallet).toBe(900);
    expect(codeOf(() => withdraw(member, 99.99, LIMITS))).toBe('KEY_INVALID');
    expect(codeOf(() => withdraw(member, 50000.01, LIMITS))).toBe('KEY_INVALID');
    expect(codeOf(() => withdraw(member, 900.01, LIMITS))).toBe('MONEY_NOT_ENOUGH');
    expect(member.wallet).toBe(900);
  });

  it('withdraw-all gathers the game balances first, or changes nothing when the total is short', () => {
    const member = seeded();
    const before = structuredClone(member);
    expect(codeOf(() => withdrawAll(member, 1485.76, LIMITS))).toBe('MONEY_NOT_ENOUGH');
    expect(member).toEqual(before);
    const result = withdrawAll(member, 1485.75, LIMITS);
    expect(result.moves.map((m) => m.from).sort()).toEqual(['huayhd', 'pg', 'superslot', 'ufabet']);
    expect(memberTotal(member)).toBe(0);
  });
});

describe('game accounts', () => {
  const random = () => 0.42;

  it('activation opens the account with credentials; twice answers SLOT_ALREADY_ACTIVE', () => {
    const member = seeded();
    const account = activateGame(member, 'joker', random);
    expect(account).toMatchObject({ isActive: true, amount: 0, username: 'joker345678' });
    expect(account.password).toMatch(/^Gp[A-Za-z0-9]{6}$/);
    expect(codeOf(() => activateGame(member, 'joker', random))).toBe('SLOT_ALREADY_ACTIVE');
    expect(codeOf(() => activateGame(member, 'nope', random))).toBe('NO_GAME');
  });

  it('credentials and reset need an open account; reset changes the password', () => {
    const member = seeded();
    expect(codeOf(() => gameCredentials(member, 'joker'))).toBe('SLOT_NO_ACCOUNT');
    expect(codeOf(() => resetGamePassword(member, 'joker', random))).toBe('SLOT_NO_ACCOUNT');
    const before = gameCredentials(member, 'pg').password;
    resetGamePassword(member, 'pg', random);
    expect(gameCredentials(member, 'pg').password).not.toBe(before);
    expect(gameCredentials(member, 'ufabet').event).toMatchObject({ __EVENTTARGET: 'btnLogin' });
  });

  it('autoLogin accepts only the member’s own credentials for autoLogin games', () => {
    const member = seeded();
    const { username, password } = gameCredentials(member, 'pg');
    expect(codeOf(() => checkAutoLogin(member, 'pg', username))).toBeNull();
    expect(codeOf(() => checkAutoLogin(member, 'pg', username, password))).toBeNull();
    expect(codeOf(() => checkAutoLogin(member, 'pg', 'someone-else'))).toBe('WRONG_CREDENTIAL');
    expect(codeOf(() => checkAutoLogin(member, 'joker', username))).toBe('NO_GAME');
  });

  it('simulated play changes open game balances by at most 3% and reports every change', () => {
    const member = seeded();
    const before = member.games.map((g) => g.amount);
    const results = simulatePlay(member, () => 0); // the biggest loss
    expect(results.map((r) => r.game).sort()).toEqual(['huayhd', 'pg', 'superslot', 'ufabet']);
    for (const result of results) {
      const index = member.games.findIndex((g) => g.code === result.game);
      expect(toSatang(result.result)).toBe(toSatang(member.games[index].amount) - toSatang(before[index]));
      expect(Math.abs(result.result)).toBeLessThanOrEqual(before[index] * 0.03 + 0.005);
      expect(result.result).toBeLessThan(0);
    }
    expect(member.wallet).toBe(1000);
  });

  it('invite summary counts invitees who deposited as successes', () => {
    expect(inviteSummary([])).toEqual({ amount: 0, success: 0, fail: 0 });
    expect(inviteSummary([[100, 200], [], [0.1]])).toEqual({ amount: 15.01, success: 2, fail: 1 });
  });
});

// --- property: money is only moved, never created or lost, and no balance goes negative

const ACCOUNTS = [WALLET, 'pg', 'joker', 'superslot', 'ufabet', 'huayhd', 'nope'];
const amount = fc.oneof(
  fc.integer({ min: -100, max: 2_000_00 }).map((satang) => satang / 100),
  fc.constantFrom(0, 1, 0.99, 100, 99.99, 1e9, Number.NaN),
);
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('transfer' as const),
    from: fc.constantFrom(...ACCOUNTS),
    to: fc.constantFrom(...ACCOUNTS),
    amount,
    down: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('transferAll' as const), to: fc.constantFrom(...ACCOUNTS), down: fc.boolean() }),
  fc.record({ kind: fc.constant('withdraw' as const), amount }),
  fc.record({ kind: fc.constant('withdrawAll' as const), amount }),
);

describe('property: random sequences of transfers, transfer-alls and withdrawals', () => {
  it('never create or lose money and never leave a negative balance', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        const member = seeded();
        const start = toSatang(memberTotal(member));
        let withdrawn = 0;
        for (const op of operations) {
          try {
            if (op.kind === 'transfer') transfer(member, op, { providerDown: op.down });
            else if (op.kind === 'transferAll') transferAll(member, op.to, { providerDown: op.down });
            else
              withdrawn += toSatang(
                (op.kind === 'withdraw' ? withdraw : withdrawAll)(member, op.amount, LIMITS).amount,
              );
          } catch (error) {
            if (!(error instanceof RuleError)) throw error;
          }
          // Checked after every step, rejected ones included: a refused move must leave no partial change.
          expect(toSatang(memberTotal(member)) + withdrawn).toBe(start);
          expect(member.wallet).toBeGreaterThanOrEqual(0);
          for (const game of member.games) expect(game.amount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(Math.round(member.wallet * 100))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
