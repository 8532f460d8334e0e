import { describe, expect, it } from 'vitest';
import { encryptGiftLink } from '@/features/deposit/model';
import {
  cancelQrCode,
  createQrCode,
  detectImageType,
  fingerprintOf,
  liveQrCode,
  parseGiftLink,
  payQrCode,
  qrState,
  QR_EXPIRE_SECONDS,
  recordDepositNotice,
  redeemGiftLink,
  settleDueSlips,
  settleSlip,
  SLIP_SETTLE_MS,
  slipAmountFromName,
  slipReasonForAmount,
  storeSlip,
  validateSlipFile,
} from '../../../mocks/domain/deposit';
import { RuleError } from '../../../mocks/domain/rule-error';
import { getDb, resetDb } from '../../../mocks/db';
import { pendingSlipOptions, qaPayQr, qaSettleSlip, liveQrOptions } from '../../../mocks/handlers/deposit';
import { qaActions } from '../../../mocks/qa/actions';
import { createSeed } from '../../../mocks/seed';
import type { MockDb } from '../../../mocks/types';

const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);
const M = 'm-1001';
const fresh = (): MockDb => createSeed();
const wallet = (db: MockDb) => db.members.find((m) => m._id === M)!.wallet;
const totalMoney = (db: MockDb) => db.members.reduce((sum, m) => sum + Math.round(m.wallet * 100), 0);
const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof RuleError) return error.code;
    throw error;
  }
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('mock QR codes', () => {
  it('creates a live code that expires after expireIn (default 300 s)', () => {
    const db = fresh();
    const result = createQrCode(db, M, 'KBANK', 100, T0);
    expect(result.ok).toBe(true);
    const code = liveQrCode(db, M, 'KBANK', T0 + 1000)!;
    expect(qrState(code, T0 + 1000)).toMatchObject({ hasQrcode: true, amount: 100, expireIn: QR_EXPIRE_SECONDS - 1 });
    expect(liveQrCode(db, M, 'KBANK', T0 + 299_999)).not.toBeNull();
    expect(liveQrCode(db, M, 'KBANK', T0 + 300_000)).toBeNull();
    expect(qrState(code, T0 + 300_000).hasQrcode).toBe(false);
  });

  it('keeps one live code per provider: a second answers QR_FAIL, another provider is fine', () => {
    const db = fresh();
    createQrCode(db, M, 'KBANK', 100, T0);
    expect(createQrCode(db, M, 'KBANK', 200, T0 + 10)).toEqual({ ok: false, message: 'QR_FAIL' });
    expect(createQrCode(db, M, 'WW', 100, T0 + 10).ok).toBe(true);
    // Once expired a new one may be made.
    expect(createQrCode(db, M, 'KBANK', 200, T0 + 300_000).ok).toBe(true);
  });

  it('validates the provider and the amount against the provider minimum', () => {
    const db = fresh();
    expect(codeOf(() => createQrCode(db, M, 'NOPE', 100, T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, M, 'KBANK', undefined, T0))).toBe('KEY_MISSING');
    expect(codeOf(() => createQrCode(db, M, 'KBANK', 0.5, T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, M, 'KBANK', '100', T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, M, 'WW', 99, T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, M, 'PAYTIMZ', 9.99, T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, M, 'FP', 10.001, T0))).toBe('KEY_INVALID');
    expect(createQrCode(db, M, 'FP', 50_000.01, T0)).toEqual({ ok: false, message: 'QR_FAIL' });
    expect(db.qrcodes).toHaveLength(0);
  });

  it('cancel removes the live code; a cancelled or foreign code is NO_DATA', () => {
    const db = fresh();
    const created = createQrCode(db, M, 'WW', 300, T0);
    if (!created.ok) throw new Error('not created');
    expect(codeOf(() => cancelQrCode(db, 'm-1002', created.code._id, T0))).toBe('NO_DATA');
    cancelQrCode(db, M, created.code._id, T0 + 5);
    expect(liveQrCode(db, M, 'WW', T0 + 6)).toBeNull();
    expect(codeOf(() => cancelQrCode(db, M, created.code._id, T0 + 7))).toBe('NO_DATA');
  });

  it('paying credits the wallet once with a deposit statement entry; expired codes cannot be paid', () => {
    const db = fresh();
    const before = wallet(db);
    const created = createQrCode(db, M, 'PAYONEX', 150.25, T0);
    if (!created.ok) throw new Error('not created');
    payQrCode(db, created.code._id, T0 + 1000);
    expect(wallet(db)).toBe(before + 150.25);
    expect(db.statements.at(-1)).toMatchObject({ memberId: M, statementType: 'deposit', status: 'SUCCESS', from: 'PAYONEX', amount: 150.25 });
    expect(codeOf(() => payQrCode(db, created.code._id, T0 + 2000))).toBe('NO_DATA');
    const late = createQrCode(db, M, 'FP', 10, T0);
    if (!late.ok) throw new Error('not created');
    expect(codeOf(() => payQrCode(db, late.code._id, T0 + 300_000))).toBe('NO_DATA');
    expect(wallet(db)).toBe(before + 150.25);
  });
});

describe('mock slips', () => {
  it('reads the amount from the file name (first number), 100 without one', () => {
    expect(slipAmountFromName('slip-250.13.png')).toBe(250.13);
    expect(slipAmountFromName('IMG_0042.jpg')).toBe(42);
    expect(slipAmountFromName('slip.png')).toBe(100);
    expect(slipAmountFromName('slip-999999.png')).toBe(0);
  });

  it('chooses the failure reason from the satang (.13 destination account invalid)', () => {
    expect(slipReasonForAmount(500.13)).toBe('DEST_ACC_INVALID');
    expect(slipReasonForAmount(12.28)).toBe('NOT_MATCH');
    expect(slipReasonForAmount(1.99)).toBe('UNKNOW_ERROR');
    expect(slipReasonForAmount(0)).toBe('INVALID_SLIP');
    expect(slipReasonForAmount(500)).toBeNull();
    expect(slipReasonForAmount(500.14)).toBeNull();
  });

  it('validates the file: missing, empty, not an image, mislabelled', () => {
    expect(validateSlipFile(null)).toBe('SLIP_NO_FILE');
    expect(validateSlipFile({ type: 'image/png', size: 0, bytes: new Uint8Array() })).toBe('SLIP_INVALID_FILE');
    expect(validateSlipFile({ type: 'application/pdf', size: 12, bytes: PNG })).toBe('SLIP_INVALID_FILE');
    expect(validateSlipFile({ type: 'image/png', size: 6, bytes: JPEG })).toBe('SLIP_INVALID_FILE');
    expect(validateSlipFile({ type: 'image/png', size: 11 * 1024 * 1024, bytes: PNG })).toBe('SLIP_INVALID_FILE');
    expect(validateSlipFile({ type: 'image/png', size: 12, bytes: PNG })).toBeNull();
    expect(validateSlipFile({ type: 'image/jpg', size: 6, bytes: JPEG })).toBeNull();
    expect(detectImageType(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('is in progress, then settles SUCCESS a few seconds later and credits the wallet', () => {
    const db = fresh();
    const before = wallet(db);
    const slip = storeSlip(db, M, { fileName: 'slip-300.png', fingerprint: fingerprintOf(PNG), link: 'data:x' }, T0);
    expect(slip).toMatchObject({ status: 'PENDING', amount: 300, note: null });
    expect(settleDueSlips(db, T0 + SLIP_SETTLE_MS - 1)).toBe(0);
    expect(db.slips.find((s) => s._id === slip._id)!.status).toBe('PENDING');
    expect(settleDueSlips(db, T0 + SLIP_SETTLE_MS)).toBe(1);
    expect(db.slips.find((s) => s._id === slip._id)!.status).toBe('SUCCESS');
    expect(wallet(db)).toBe(before + 300);
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'deposit', status: 'SUCCESS', amount: 300, from: 'SLIP' });
    expect(settleDueSlips(db, T0 + 60_000)).toBe(0);
    expect(wallet(db)).toBe(before + 300);
  });

  it('fails by the amount rule without moving money, and the same image twice is a duplicate', () => {
    const db = fresh();
    const money = totalMoney(db);
    const failing = storeSlip(db, M, { fileName: 'slip-500.13.png', fingerprint: 'AAAA', link: 'x' }, T0);
    settleDueSlips(db, T0 + SLIP_SETTLE_MS);
    expect(db.slips.find((s) => s._id === failing._id)).toMatchObject({ status: 'FAILED', note: 'DEST_ACC_INVALID' });
    expect(totalMoney(db)).toBe(money);

    const first = storeSlip(db, M, { fileName: 'a-100.png', fingerprint: 'BBBB', link: 'x' }, T0);
    const again = storeSlip(db, M, { fileName: 'b-100.png', fingerprint: 'BBBB', link: 'x' }, T0 + 1000);
    settleDueSlips(db, T0 + 10_000);
    expect(db.slips.find((s) => s._id === first._id)!.status).toBe('SUCCESS');
    expect(db.slips.find((s) => s._id === again._id)).toMatchObject({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED' });
    expect(first.reference).not.toBe(again.reference);
  });

  it('a slip settles only once; unknown reasons are refused', () => {
    const db = fresh();
    const slip = storeSlip(db, M, { fileName: 's.png', fingerprint: 'C', link: 'x' }, T0);
    expect(codeOf(() => settleSlip(db, slip._id, 'FAILED', 'WHATEVER'))).toBe('KEY_INVALID');
    settleSlip(db, slip._id, 'FAILED', 'EXPIRED_SLIP');
    expect(codeOf(() => settleSlip(db, slip._id, 'SUCCESS'))).toBe('NO_DATA');
    // Its automatic check does not run afterwards.
    expect(settleDueSlips(db, T0 + SLIP_SETTLE_MS)).toBe(0);
  });

  it('never auto-settles seeded slips (they have no check)', () => {
    const db = fresh();
    const pending = db.slips.filter((s) => s.status === 'PENDING').length;
    settleDueSlips(db, T0 + 10 * 86_400_000);
    expect(db.slips.filter((s) => s.status === 'PENDING')).toHaveLength(pending);
  });
});

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
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'deposit', status: 'SUCCESS', from: 'TRUEWALLET', amount: 120 });
    expect(codeOf(() => redeemGiftLink(db, M, encryptGiftLink(link('120giftvoucher'), NAME, KEY), KEY, NAME, T0))).toBe(
      'TRUELINK_DUPLICATE',
    );
    expect(codeOf(() => redeemGiftLink(db, M, encryptGiftLink('not a link', NAME, KEY), KEY, NAME, T0))).toBe('TRUELINK_INVALID');
    expect(codeOf(() => redeemGiftLink(db, M, encryptGiftLink(link('othervoucher1'), 'SOMEONE', KEY), KEY, NAME, T0))).toBe(
      'TRUELINK_INVALID',
    );
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
    expect(db.statements.at(-1)).toMatchObject({ statementType: 'deposit', status: 'PENDING', amount: 500, from: 'MANUAL' });
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
    const { updateDb } = await import('../../../mocks/db');
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

describe('multipart parsing', () => {
  it('reads the file part binary-safe, with its name and type; null without a boundary', async () => {
    const { parseMultipart } = await import('../../../mocks/domain/deposit');
    const enc = (s: string) => [...new TextEncoder().encode(s)];
    const bytes = [0x89, 0x50, 0x0d, 0x0a, 0xff, 0x00, 0x80];
    const body = new Uint8Array([
      ...enc('--B\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n'),
      ...enc('--B\r\nContent-Disposition: form-data; name="file"; filename="สลิป-100.png"\r\nContent-Type: image/png\r\n\r\n'),
      ...bytes,
      ...enc('\r\n--B--\r\n'),
    ]);
    const parts = parseMultipart(body, 'multipart/form-data; boundary=B')!;
    expect(parts.map((p) => p.name)).toEqual(['note', 'file']);
    expect(parts[1]).toMatchObject({ filename: 'สลิป-100.png', type: 'image/png' });
    expect([...parts[1]!.data]).toEqual(bytes);
    expect(parseMultipart(body, 'application/json')).toBeNull();
  });
});
