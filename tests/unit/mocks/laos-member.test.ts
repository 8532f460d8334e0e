import { describe, expect, it } from 'vitest';
import { toSatang } from '@/rules/money';
import { applyTransfer, applyTransferAll, applyWithdraw, WALLET } from '@mocks/domain/wallet';
import { createSeed } from '@mocks/seed';
import type { MockDb } from '@mocks/types';

// The seeded Laos member (README "Seeded accounts"): kip amounts move and are conserved like baht.

const LAOS = 'm-1004';
const LIMITS = { withdrawMin: 100000, withdrawMax: 50000000 };
const laos = (db: MockDb) => db.members.find((m) => m._id === LAOS)!;
const total = (db: MockDb) =>
  toSatang(laos(db).wallet) + laos(db).games.reduce((sum, g) => sum + toSatang(g.amount), 0);
const pending = (db: MockDb) =>
  db.withdrawals.filter((w) => w.memberId === LAOS).reduce((sum, w) => sum + toSatang(w.amount), 0);

describe('the seeded Laos member', () => {
  it('registered in LAK with BCEL and a Lao mobile number', () => {
    expect(laos(createSeed())).toMatchObject({
      username: '02055512345',
      currency: 'LAK',
      bankCode: 'BCEL',
      wallet: 1500000,
      active: true,
    });
  });

  it('has a short statement history in kip with its Lao bank, newest first', () => {
    const history = createSeed().statements.filter((s) => s.memberId === LAOS);
    expect(history.map((s) => [s.statementType, s.amount, s.from, s.to])).toEqual([
      ['deposit', 500000, 'BCEL', 'WALLET'],
      ['transfer', 250000, 'WALLET', 'pg'],
      ['withdraw', 200000, 'WALLET', 'BCEL'],
      ['finish_bonus', 0, 'WALLET', 'WALLET'],
      ['bonus', 100000, 'BONUS', 'WALLET'],
      ['deposit', 1500000, 'BCEL', 'WALLET'],
    ]);
  });

  it('transfers of kip between the wallet and the games conserve the total, a failed one included', () => {
    const db = createSeed();
    const start = total(db);
    expect(applyTransfer(db, LAOS, { from: WALLET, to: 'pg', amount: 125000 }).failed).toBe(false);
    expect(applyTransfer(db, LAOS, { from: 'pg', to: 'ufabet', amount: 20000 }, { providerDown: true }).failed).toBe(
      true,
    );
    expect(total(db)).toBe(start);
    expect(applyTransferAll(db, LAOS, 'ufabet').failed).toBe(false);
    expect(laos(db).wallet).toBe(0);
    expect(total(db)).toBe(start);
  });

  it('a withdrawal of kip leaves the wallet as a pending withdrawal; wallet plus pending stays the same', () => {
    const db = createSeed();
    const start = total(db);
    expect(applyWithdraw(db, LAOS, 'withdraw', 100000, LIMITS)).toMatchObject({
      memberId: LAOS,
      amount: 100000,
      bankCode: 'BCEL',
    });
    expect(total(db) + pending(db)).toBe(start);
    expect(laos(db).wallet).toBe(1400000);
  });
});
