import { describe, expect, it } from 'vitest';
import {
  detectImageType,
  fingerprintOf,
  settleDueSlips,
  settleSlip,
  SLIP_SETTLE_MS,
  slipAmountFromName,
  slipReasonForAmount,
  storeSlip,
  validateSlipFile,
} from '@mocks/domain/deposit';
import { T0, M, fresh, wallet, totalMoney, codeOf } from './mock-fixtures';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

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
    expect(db.statements.at(-1)).toMatchObject({
      statementType: 'deposit',
      status: 'SUCCESS',
      amount: 300,
      from: 'SLIP',
    });
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
    expect(db.slips.find((s) => s._id === again._id)).toMatchObject({
      status: 'FAILED',
      note: 'SLIP_REFNO_DUPLICATED',
    });
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

describe('multipart parsing', () => {
  it('reads the file part binary-safe, with its name and type; null without a boundary', async () => {
    const { parseMultipart } = await import('@mocks/domain/deposit');
    const enc = (s: string) => [...new TextEncoder().encode(s)];
    const bytes = [0x89, 0x50, 0x0d, 0x0a, 0xff, 0x00, 0x80];
    const body = new Uint8Array([
      ...enc('--B\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n'),
      ...enc(
        '--B\r\nContent-Disposition: form-data; name="file"; filename="สลิป-100.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      ...bytes,
      ...enc('\r\n--B--\r\n'),
    ]);
    const parts = parseMultipart(body, 'multipart/form-data; boundary=B')!;
    expect(parts.map((p) => p.name)).toEqual(['note', 'file']);
    expect(parts[1]).toMatchObject({ filename: 'สลิป-100.png', type: 'image/png' });
    expect([...parts[1].data]).toEqual(bytes);
    expect(parseMultipart(body, 'application/json')).toBeNull();
  });
});
