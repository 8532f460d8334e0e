import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { setInjectedHtml } from '@mocks/qa/html-injection';
import { setScenario } from '@mocks/scenarios';
import { signIn, SEEDED } from '@tests/support/render-app';
import { type ApiError } from '@/lib/http';
import { api } from '@tests/support/raw-api';
import type { Bonus } from '@/contract/bonus';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('mocked rewards backend', () => {
  it('refuses every rewards call without a token', async () => {
    for (const call of [
      api.get('/api/bonus'),
      api.get('/api/refund/check'),
      api.get('/api/invite/banners'),
      api.post('/api/invite', { page: 1, limit: 10 }),
      api.get('/api/promotion/current'),
    ]) {
      expect((await failure(call)).code).toBe('invalid-token');
    }
  });

  it('validates list paging and changes nothing on bad input', async () => {
    signIn(SEEDED.member.phone);
    expect((await failure(api.post('/api/invite', {}))).code).toBe('KEY_MISSING');
    expect((await failure(api.post('/api/refund', { page: -1, limit: 10 }))).code).toBe('KEY_INVALID');
    const page = await api.post<{ invites: unknown[]; total: number; percentSuccess: number; percentFail: number }>(
      '/api/invite',
      { page: 2, limit: 10 },
    );
    expect(page).toMatchObject({ total: 12, percentSuccess: 5, percentFail: 10 });
    expect(page.invites).toHaveLength(2);
  });

  it('sends every server-HTML field through the QA HTML injection', async () => {
    signIn(SEEDED.member.phone);
    setInjectedHtml('<b>QA</b>');
    const bonuses = await api.get<Bonus[]>('/api/bonus');
    expect(bonuses.every((b) => b.banners.every((x) => x.html === '<b>QA</b>'))).toBe(true);
    // The bonus notice is the lookup notice (GET /api/lookup/notice).
    expect(await api.get('/api/lookup/notice')).toEqual({ notice: '<b>QA</b>' });
    const invite = await api.get<{ html: string }[]>('/api/invite/banners');
    const refund = await api.get<{ html: string }[]>('/api/refund/banners');
    expect([...invite, ...refund].map((b) => b.html)).toEqual(Array(invite.length + refund.length).fill('<b>QA</b>'));
    const found = await api.get<{ promotion: { description: string } }>('/api/promotion/find/newyear100');
    expect(found.promotion.description).toBe('<b>QA</b>');
    setInjectedHtml(null);
  });

  it('finds promo codes in any case and answers NO_PROMOTION for unknown ones', async () => {
    signIn(SEEDED.member.phone);
    const found = await api.get<{ promotion: { code: string; percentFail: number } }>('/api/promotion/find/NewYear100');
    expect(found.promotion).toMatchObject({ code: 'NEWYEAR100', percentFail: 10 });
    const notFound = await failure(api.get('/api/promotion/find/NOPE'));
    expect([notFound.code, notFound.status]).toEqual(['NO_PROMOTION', 404]);
  });

  it('answers check/active, check/minimum and promotion/current from the member state', async () => {
    signIn(SEEDED.ktbMember.phone);
    expect(await api.get('/api/bonus/check/active')).toMatchObject({ status: true, type: 'week', code: 'WEEKLY50' });
    expect(await api.get('/api/bonus/check/minimum')).toMatchObject({ status: false, minimum: 5, balance: 250 });
    expect(await api.get('/api/promotion/current')).toEqual({ promotion: null });
  });

  it('refund receive and add-to-wallet keep the member total; QA can switch refunds and banners off', async () => {
    signIn(SEEDED.member.phone);
    const wallet = () => getDb().members.find((m) => m._id === 'm-1001')!.wallet;
    const check = await api.get<{ result: boolean; refundAmount: number; refundFail: number }>('/api/refund/check');
    expect(check).toMatchObject({ result: true, refundAmount: 13.78, refundFail: 305.5 });
    await api.get('/api/refund/receive');
    expect(wallet()).toBe(1000);
    await api.get('/api/refund/addWallet');
    expect(wallet()).toBe(1013.78);
    expect((await failure(api.get('/api/refund/addWallet'))).code).toBe('NO_REFUND');

    setScenario({ refundActive: false, rewardBanners: false });
    expect((await failure(api.get('/api/refund/receive'))).code).toBe('REFUND_INACTIVE');
    expect(await api.get('/api/refund/banners')).toEqual([]);
    expect(await api.get('/api/invite/banners')).toEqual([]);
  });
});
