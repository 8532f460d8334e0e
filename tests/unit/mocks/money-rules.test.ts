import { describe, expect, it } from 'vitest';
import { qrcode, wallet } from '@/contract/wallet';
import { renameBankAccount } from '@mocks/domain/bank-name';
import { memberQrCode, uploadSlip, type MultipartPart } from '@mocks/domain/deposit';
import { activateMemberGame, resetMemberGamePassword } from '@mocks/domain/games';
import { toSatang } from '@/rules/money';
import { RuleError } from '@mocks/domain/rule-error';
import { applyTransfer, applyTransferAll, applyWithdraw, WALLET, walletMember } from '@mocks/domain/wallet';
import { readBody } from '@mocks/handlers/request-body';
import { createSeed } from '@mocks/seed';
import type { MockDb } from '@mocks/types';

// The money rules the wallet and deposit handlers call on the db, and the request-body reader they share.

const M = 'm-1001';
const LIMITS = { withdrawMin: 100, withdrawMax: 50000 };
const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);
const codeOf = async (fn: () => unknown): Promise<string | null> => {
  try {
    await fn();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};
const total = (db: MockDb) => {
  const m = db.members.find((x) => x._id === M)!;
  return toSatang(m.wallet) + m.games.reduce((sum, g) => sum + toSatang(g.amount), 0);
};
const pending = (db: MockDb) => db.withdrawals.reduce((sum, w) => sum + toSatang(w.amount), 0);

describe('wallet rules on the db', () => {
  it('walletMember adds the slices an old database lacks and refuses an unknown member', async () => {
    const db = createSeed();
    delete (db as Partial<MockDb>).withdrawals;
    expect(walletMember(db, M)._id).toBe(M);
    expect(db.withdrawals).toEqual([]);
    expect(await codeOf(() => walletMember(db, 'nobody'))).toBe('NO_USER');
  });

  it('a transfer writes its statement; with the provider down the money returns to the wallet with a FAILED entry', () => {
    const db = createSeed();
    const start = total(db);
    const before = db.statements.length;
    expect(applyTransfer(db, M, { from: WALLET, to: 'pg', amount: 10 }).failed).toBe(false);
    expect(db.statements.slice(before)).toMatchObject([{ status: 'SUCCESS', from: WALLET, to: 'pg', amount: 10 }]);
    expect(applyTransfer(db, M, { from: 'pg', to: 'ufabet', amount: 20 }, { providerDown: true }).failed).toBe(true);
    expect(db.statements.slice(before + 1)).toMatchObject([
      { status: 'SUCCESS', from: 'pg', to: WALLET, amount: 20 },
      { status: 'FAILED', from: 'pg', to: 'ufabet', amount: 20 },
    ]);
    expect(applyTransferAll(db, M, WALLET).failed).toBe(false);
    expect(total(db)).toBe(start);
  });

  it('a withdrawal becomes a pending withdrawal and a pending statement; the money is conserved', () => {
    const db = createSeed();
    const start = total(db);
    const withdrawal = applyWithdraw(db, M, 'withdrawAll', 500, LIMITS);
    expect(withdrawal).toMatchObject({ memberId: M, amount: 500, status: 'PENDING', bankCode: 'KBANK' });
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'withdraw', status: 'PENDING', amount: 500 });
    expect(total(db) + pending(db)).toBe(start);
  });

  it('activation and password reset fail while the game provider is down, changing nothing', async () => {
    const db = createSeed();
    const before = structuredClone(db);
    expect(await codeOf(() => activateMemberGame(db, M, 'joker', Math.random, { providerDown: true }))).toBe(
      'SLOT_ACTIVATE_FAIL',
    );
    expect(await codeOf(() => resetMemberGamePassword(db, M, 'pg', Math.random, { providerDown: true }))).toBe(
      'SLOT_RESET_PASSWORD_FAIL',
    );
    expect(db).toEqual(before);
    expect(resetMemberGamePassword(db, M, 'pg', () => 0.5)).toMatchObject({ username: 'pg345678' });
  });

  it('the bank account name: own bank only, English for KTB, saved upper-cased', async () => {
    const db = createSeed();
    const ktb = db.members.find((m) => m.bankCode === 'KTB')!;
    expect(await codeOf(() => renameBankAccount(db, ktb._id, { bankCode: 'KTB', bankAccountName: '   ' }))).toBe(
      'KEY_MISSING',
    );
    expect(await codeOf(() => renameBankAccount(db, ktb._id, { bankCode: 'SCB', bankAccountName: 'A B' }))).toBe(
      'INVALID_BANK',
    );
    expect(await codeOf(() => renameBankAccount(db, ktb._id, { bankCode: 'KTB', bankAccountName: 'สมหญิง' }))).toBe(
      'BANK_ACCOUNT_NAME_ENG',
    );
    expect(renameBankAccount(db, ktb._id, { bankCode: 'KTB', bankAccountName: ' somying  jaingam ' })).toBe(
      'SOMYING JAINGAM',
    );
  });
});

describe('deposit rules on the db', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const part = (over: Partial<MultipartPart> = {}): MultipartPart => ({
    name: 'file',
    filename: 'slip-80.png',
    type: 'image/png',
    data: PNG,
    ...over,
  });

  it('a slip upload: closed window, no file, a bad file, then stored in progress', async () => {
    const db = createSeed();
    const before = db.slips.length;
    expect(await codeOf(() => uploadSlip(db, M, [part()], T0, { closed: true }))).toBe('SLIP_UPLOAD_FAIL');
    expect(await codeOf(() => uploadSlip(db, M, null, T0))).toBe('SLIP_NO_FILE');
    expect(await codeOf(() => uploadSlip(db, M, [part({ name: 'other' })], T0))).toBe('SLIP_NO_FILE');
    expect(await codeOf(() => uploadSlip(db, M, [part({ type: 'image/gif' })], T0))).toBe('SLIP_INVALID_FILE');
    expect(db.slips).toHaveLength(before);
    const slip = uploadSlip(db, M, [part()], T0);
    expect(slip).toMatchObject({ amount: 80, status: 'PENDING' });
    expect(slip.link).toMatch(/^data:image\/png;base64,/);
  });

  it('the live QR code of a known provider only', async () => {
    const db = createSeed();
    expect(memberQrCode(db, M, 'KBANK', T0)).toBeNull();
    expect(await codeOf(() => memberQrCode(db, M, 'BOGUS', T0))).toBe('KEY_INVALID');
  });
});

describe('request bodies read with the contract', () => {
  const request = (body: string) =>
    new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });

  it('hands back the parsed body', async () => {
    expect(await readBody(wallet.transfer, request('{"from":"WALLET","to":"pg","amount":10,"x":1}'))).toEqual({
      from: 'WALLET',
      to: 'pg',
      amount: 10,
    });
  });

  it.each([
    ['not JSON', 'nope', 'KEY_MISSING'],
    ['not an object', '[1]', 'KEY_MISSING'],
    ['a field missing', '{"from":"WALLET","to":"pg"}', 'KEY_MISSING'],
    ['a null field', '{"from":"WALLET","to":"pg","amount":null}', 'KEY_MISSING'],
    ['a text field that is not text', '{"from":5,"to":"pg","amount":10}', 'KEY_MISSING'],
    ['a number that is text', '{"from":"WALLET","to":"pg","amount":"10"}', 'KEY_INVALID'],
  ])('%s answers %s', async (_case, body, code) => {
    expect(await codeOf(() => readBody(wallet.transfer, request(body)))).toBe(code);
  });

  it('the QR amount must be a number', async () => {
    expect(await codeOf(() => readBody(qrcode.create, request('{"amount":"100"}')))).toBe('KEY_INVALID');
    expect(await readBody(qrcode.create, request('{"amount":100}'))).toEqual({ amount: 100 });
  });
});
