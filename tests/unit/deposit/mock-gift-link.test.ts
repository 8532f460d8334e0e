import { describe, expect, it } from 'vitest';
import { encryptGiftLink } from '@/features/deposit/model';
import { createQrCode, parseGiftLink, recordDepositNotice, redeemGiftLink, storeSlip } from '@mocks/domain/deposit';
import { getDb, resetDb } from '@mocks/db';
import { pendingSlipOptions, qaPayQr, qaSettleSlip, liveQrOptions } from '@mocks/handlers/deposit';
import { qaActions } from '@mocks/qa/actions';
import { T0, M, fresh, wallet, totalMoney, codeOf } from './mock-fixtures';

describe('mock gift links', () => {
  const KEY = 'k';
  const NAME = 'MEMBER PORTAL WALLET';
  const link = (v: string) => `https://gift.truemoney.com/campaign/?v=${v}`;

  it('takes the amount from the voucher leading number, else 50', () => {
    expect(parseGiftLink(link('250abcdefghij'))).toEqual({ voucher: '250abcdefghij', amount: 250 });
    expect(parseGiftLink(link('abcdefghijkl'))).toEqual({ voucher: 'abcdefghijkl', amount: 50 });
    expect(parseGiftLink(link('1abcdefghijkl'))).toBeNull();
    expect(parseGiftLink('https://evil.example/?v=abcdefghijkl')).toBeNull();
    expect(parseGiftLink(link('short'))).toBeNull();
  });

  it('credits a valid link once, then TRUELINK_DUPLICATE; malformed links are TRUELINK_INVALID', () => {
    const db = fresh();
    const before = wallet(db);
    const payload = encryptGiftLink(link('120giftvoucher'), NAME, KEY);
    expect(redeemGiftLink(db, M, payload, KEY, NAME, T0)).toEqual({ amount: 120 });
    expect(wallet(db)).toBe(before + 120);
    expect(db.statements.at(-1)).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'TRUEWALLET',
      amount: 120,
    });
    expect(codeOf(() => redeemGiftLink(db, M, encryptGiftLink(link('120giftvoucher'), NAME, KEY), KEY, NAME, T0))).toBe(
      'TRUELINK_DUPLICATE',
    );
    expect(codeOf(() => redeemGiftLink(db, M, encryptGiftLink('not a link', NAME, KEY), KEY, NAME, T0))).toBe(
      'TRUELINK_INVALID',
    );
    expect(
      codeOf(() => redeemGiftLink(db, M, encryptGiftLink(link('othervoucher1'), 'SOMEONE', KEY), KEY, NAME, T0)),
    ).toBe('TRUELINK_INVALID');
    expect(codeOf(() => redeemGiftLink(db, M, 'garbage', KEY, NAME, T0))).toBe('TRUELINK_INVALID');
    expect(codeOf(() => redeemGiftLink(db, M, '', KEY, NAME, T0))).toBe('KEY_MISSING');
    expect(wallet(db)).toBe(before + 120);
  });
});

describe('manual deposit notice', () => {
  it('records a pending deposit entry and moves no money', () => {
    const db = fresh();
    const money = totalMoney(db);
    recordDepositNotice(db, M, 500);
    expect(db.statements.at(-1)).toMatchObject({
      statementType: 'deposit',
      status: 'PENDING',
      amount: 500,
      from: 'MANUAL',
    });
    expect(totalMoney(db)).toBe(money);
    expect(codeOf(() => recordDepositNotice(db, M, 0))).toBe('KEY_INVALID');
    expect(codeOf(() => recordDepositNotice(db, M, undefined))).toBe('KEY_MISSING');
  });
});

describe('deposit QA actions', () => {
  it('are registered when the deposit handlers load', () => {
    const ids = qaActions().map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining(['deposit.payQr', 'deposit.settleSlip']));
  });

  it('pay a live QR code and settle a slip in progress through the mock database', async () => {
    resetDb();
    const { updateDb } = await import('@mocks/db');
    const now = Date.now();
    const created = updateDb((db) => createQrCode(db, M, 'KBANK', 100, now));
    if (!created.ok) throw new Error('not created');
    expect(liveQrOptions().map((o) => o.value)).toContain(created.code._id);
    const before = getDb().members.find((m) => m._id === M)!.wallet;
    expect(qaPayQr({ qrcodeId: created.code._id })).toMatch(/^PAID/);
    expect(getDb().members.find((m) => m._id === M)!.wallet).toBe(before + 100);
    expect(() => qaPayQr({ qrcodeId: created.code._id })).toThrow();

    const slip = updateDb((db) => storeSlip(db, M, { fileName: 'x-70.png', fingerprint: 'QA', link: 'x' }, now));
    expect(pendingSlipOptions().map((o) => o.value)).toContain(slip._id);
    expect(qaSettleSlip({ slipId: slip._id, outcome: 'FAILED', reason: 'NOT_MATCH' })).toContain('FAILED (NOT_MATCH)');
    expect(getDb().slips.find((s) => s._id === slip._id)).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH' });
    expect(() => qaSettleSlip({ slipId: slip._id, outcome: 'maybe' })).toThrow();
  });
});
