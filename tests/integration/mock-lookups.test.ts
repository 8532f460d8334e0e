import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';
import { saveToken } from '@/lib/session';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('mocked lookups', () => {
  it('lists Thai banks with codes and Thai names', async () => {
    const banks = await api.get<{ code: string; nameTH: string }[]>('/api/lookup/banks');
    expect(banks.map((b) => b.code)).toEqual(expect.arrayContaining(['KBANK', 'SCB', 'KTB', 'BBL', 'TMB', 'GSB']));
    expect(banks.find((b) => b.code === 'KBANK')?.nameTH).toBe('ธนาคารกสิกรไทย');
  });

  it('answers sources, info, contact with HTML and a line QR, conditions, agreements and notice', async () => {
    const sources = await api.get<{ code: string; description: string }[]>('/api/lookup/sources');
    expect(sources.length).toBeGreaterThan(2);
    expect(await api.get('/api/lookup/info')).toMatchObject({
      name: expect.any(String) as unknown,
      website: expect.stringMatching(/^https:/) as unknown,
    });
    const contact = await api.get<{ contactText: string; lineQR: string; lineName: string; lineLink: string }>(
      '/api/lookup/contact',
    );
    expect(contact.contactText).toMatch(/<[a-z]+/);
    expect(contact.lineQR).toMatch(/line-qr/);
    const { conditions } = await api.get<{ conditions: string[] }>('/api/lookup/conditions');
    expect(conditions.length).toBeGreaterThan(2);
    expect(conditions.every((html) => html.startsWith('<'))).toBe(true);
    expect((await api.get<string[]>('/api/lookup/agreements')).length).toBeGreaterThan(1);
    expect(await api.get('/api/lookup/notice')).toMatchObject({ notice: expect.stringContaining('<') as unknown });
    expect(await api.get('/api/lookup/withdraw')).toEqual({ withdrawMin: 100, withdrawMax: 50000 });
    expect(await api.get('/api/lookup/slip')).toEqual({ isOpen: true });
  });

  it('registerOTP and enableChatWidget follow the scenario flags (default on)', async () => {
    expect(await api.get('/api/lookup/registerOTP')).toEqual({ registerOTP: true });
    expect(await api.get('/api/lookup/enableChatWidget')).toEqual({ enableChatWidget: true });
    setScenario({ registerOTP: false, enableChatWidget: false });
    expect(await api.get('/api/lookup/registerOTP')).toEqual({ registerOTP: false });
    expect(await api.get('/api/lookup/enableChatWidget')).toEqual({ enableChatWidget: false });
  });

  it('the deposit lookup follows manualDeposit and the wallet mode', async () => {
    type Deposit = {
      banks: { bankCode: string; bank: { nameTH: string } }[];
      wallets: { mode: string }[];
      isManual: boolean;
    };
    const auto = await api.get<Deposit>('/api/lookup/deposit');
    expect(auto.isManual).toBe(false);
    expect(auto.wallets[0]?.mode).toBe('AUTO');
    expect(auto.banks.find((b) => b.bankCode === 'KBANK')?.bank.nameTH).toBe('ธนาคารกสิกรไทย');
    setScenario({ manualDeposit: true, walletMode: 'GIFT_LINK' });
    const manual = await api.get<Deposit>('/api/lookup/deposit');
    expect(manual.isManual).toBe(true);
    expect(manual.wallets[0]?.mode).not.toBe('AUTO');
  });

  it('a terminated site answers gone everywhere but the active lookup', async () => {
    expect(await api.get('/api/lookup/active')).toEqual({ terminated: null });
    setScenario({ terminated: true });
    expect(await api.get('/api/lookup/active')).toEqual({ terminated: 'gone' });
    const error = await failure(api.get('/api/lookup/banks'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('gone');
  });
});

describe('mocked login', () => {
  it('gives a token for the seeded member', async () => {
    const { token } = await api.post<{ token: string }>('/api/login', { username: '0812345678', password: 'Demo1234' });
    expect(token).toMatch(/\S{10,}/);
  });

  it.each([
    [{ username: '0812345678', password: 'nope' }, 'WRONG_CREDENTIAL'],
    [{ username: '0999999999', password: 'Demo1234' }, 'WRONG_CREDENTIAL'],
    [{ username: '0800000003', password: 'Demo1234' }, 'INACTIVE_USER'],
    [{ username: '', password: '' }, 'KEY_MISSING'],
  ])('refuses %j with %s', async (body, code) => {
    expect((await failure(api.post('/api/login', body))).code).toBe(code);
  });

  it('refuses a member call with an unknown token as invalid-token', async () => {
    saveToken('forged', true);
    const { http, HttpResponse } = await import('msw');
    const { server } = await import('@mocks/node');
    const { route } = await import('@mocks/handlers/utils');
    server.use(
      http.get(
        '*/api/test/me',
        route(({ member }) => HttpResponse.json({ id: member._id }), { auth: true }),
      ),
    );
    expect((await failure(api.get('/api/test/me'))).code).toBe('invalid-token');
  });
});
