import { describe, expect, it } from 'vitest';
import { advanceClock, resetClock } from '@mocks/clock';
import { getDb } from '@mocks/db';
import { SLIP_SETTLE_MS } from '@mocks/domain/deposit';
import { signIn, SEEDED } from '@tests/support/render-app';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

type Qr = {
  qrcodeId: string | null;
  hasQrcode: boolean;
  qrcode: string | null;
  amount: number;
  expireIn: number;
  message: string;
};
type Slips = { slips: { reference: string; status: string; note: string | null; amount: number }[] };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3];

/** A multipart body built by hand, as a browser sends it. */
async function postSlip(token: string, name: string, bytes: number[], type = 'image/png') {
  const boundary = '----deposit-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = new Uint8Array([...new TextEncoder().encode(head), ...bytes, ...new TextEncoder().encode(tail)]);
  const response = await fetch('http://localhost/api/wallet/slip', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  return {
    status: response.status,
    body: (await response.json()) as { message: string; slip?: { reference: string; status: string } },
  };
}

describe('mocked deposit backend', () => {
  it('QR: one live code per provider, real SVG markup, expireIn from the mock clock, cancel', async () => {
    signIn(SEEDED.member.phone);
    expect(await api.get<Qr>('/api/qrcode/KBANK')).toMatchObject({ hasQrcode: false });
    const created = await api.post<Qr>('/api/qrcode/KBANK', { amount: 100 });
    expect(created).toMatchObject({ hasQrcode: true, amount: 100, expireIn: 300, message: 'SUCCESS' });
    const svg = atob(/base64,([^"]+)"/.exec(created.qrcode!)![1]);
    expect(svg).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(await api.post<Qr>('/api/qrcode/KBANK', { amount: 50 })).toMatchObject({
      hasQrcode: false,
      message: 'QR_FAIL',
    });
    expect((await failure(api.post('/api/qrcode/WW', { amount: 99 }))).code).toBe('KEY_INVALID');
    expect((await failure(api.get('/api/qrcode/BOGUS'))).code).toBe('KEY_INVALID');

    advanceClock(120_000);
    try {
      expect(await api.get<Qr>('/api/qrcode/KBANK')).toMatchObject({
        hasQrcode: true,
        expireIn: 180,
        qrcodeId: created.qrcodeId,
      });
      await api.delete(`/api/qrcode/${created.qrcodeId}`);
      expect(await api.get<Qr>('/api/qrcode/KBANK')).toMatchObject({ hasQrcode: false });
      expect((await failure(api.delete(`/api/qrcode/${created.qrcodeId}`))).code).toBe('NO_DATA');
    } finally {
      resetClock();
    }
  });

  it('slips: stored in progress, settled a few seconds later by mock time (.13 fails DEST_ACC_INVALID)', async () => {
    const token = signIn(SEEDED.member.phone);
    const before = getDb().members.find((m) => m._id === 'm-1001')!.wallet;
    const ok = await postSlip(token, 'slip-300.png', PNG);
    const bad = await postSlip(token, 'slip-500.13.png', [...PNG, 9]);
    expect(ok.status).toBe(200);
    expect(ok.body.slip).toMatchObject({ status: 'PENDING' });
    expect((await postSlip(token, 'x.png', [1, 2, 3])).body.message).toBe('SLIP_INVALID_FILE');
    expect((await postSlip(token, 'x.gif', PNG, 'image/gif')).body.message).toBe('SLIP_INVALID_FILE');

    const status = async (reference: string) =>
      (await api.post<Slips>('/api/statement/slip', { page: 1, limit: 10 })).slips.find(
        (s) => s.reference === reference,
      );
    expect(await status(ok.body.slip!.reference)).toMatchObject({ status: 'PENDING' });
    advanceClock(SLIP_SETTLE_MS);
    try {
      expect(await status(ok.body.slip!.reference)).toMatchObject({ status: 'SUCCESS', amount: 300 });
      expect(await status(bad.body.slip!.reference)).toMatchObject({ status: 'FAILED', note: 'DEST_ACC_INVALID' });
      expect(getDb().members.find((m) => m._id === 'm-1001')!.wallet).toBe(before + 300);
    } finally {
      resetClock();
    }
  });

  it('slip upload fails while the daily window is closed, and the slip lookup says so', async () => {
    const token = signIn(SEEDED.member.phone);
    localStorage.setItem('mock:scenario', JSON.stringify({ slipClosed: true }));
    expect(await api.get('/api/lookup/slip')).toEqual({ isOpen: false });
    expect((await postSlip(token, 'slip.png', PNG)).body.message).toBe('SLIP_UPLOAD_FAIL');
    expect(getDb().slipChecks).toHaveLength(0);
  });

  it('POST /api/wallet/add only records a pending notice', async () => {
    signIn(SEEDED.member.phone);
    const before = getDb().members.find((m) => m._id === 'm-1001')!.wallet;
    await api.post('/api/wallet/add', { amount: 250 });
    expect(getDb().members.find((m) => m._id === 'm-1001')!.wallet).toBe(before);
    expect((await failure(api.post('/api/wallet/add', { amount: -1 }))).code).toBe('KEY_INVALID');
  });
});
