import { describe, expect, it } from 'vitest';
import { cancelQrCode, createQrCode, liveQrCode, payQrCode, qrState, QR_EXPIRE_SECONDS } from '@mocks/domain/deposit';
import { qrPayload } from '@mocks/domain/deposit';
import { T0, M, fresh, wallet, codeOf } from './mock-fixtures';

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
    expect(db.statements.at(-1)).toMatchObject({
      memberId: M,
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'QR-PAYONEX', // as the seed writes a QR deposit (the statement reads "QR code: PAYONEX")
      amount: 150.25,
    });
    expect(codeOf(() => payQrCode(db, created.code._id, T0 + 2000))).toBe('NO_DATA');
    const late = createQrCode(db, M, 'FP', 10, T0);
    if (!late.ok) throw new Error('not created');
    expect(codeOf(() => payQrCode(db, late.code._id, T0 + 300_000))).toBe('NO_DATA');
    expect(wallet(db)).toBe(before + 150.25);
  });

  it('a kip member makes codes in whole kip from the kip minimum (issue 41), up to the QR maximum in kip', () => {
    const db = fresh();
    const kipMember = db.members.find((m) => m.currency === 'LAK')!;
    const before = kipMember.wallet;
    expect(codeOf(() => createQrCode(db, kipMember._id, 'PAYONEX', 9_999, T0))).toBe('KEY_INVALID');
    expect(codeOf(() => createQrCode(db, kipMember._id, 'PAYONEX', 10_000.5, T0))).toBe('KEY_INVALID');
    expect(createQrCode(db, kipMember._id, 'PAYONEX', 50_000_001, T0)).toEqual({ ok: false, message: 'QR_FAIL' });
    const created = createQrCode(db, kipMember._id, 'PAYONEX', 100_000, T0);
    if (!created.ok) throw new Error('not created');
    expect(qrPayload(created.code, 'LAK')).toMatch(/^mockpay:\/\/payonex\/[\w-]+\?amount=100000&currency=LAK$/);
    payQrCode(db, created.code._id, T0 + 1000);
    expect(kipMember.wallet).toBe(before + 100_000);
  });
});
