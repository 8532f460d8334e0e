import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { signIn, SEEDED } from '@tests/support/render-app';
import { bonus, promotion } from '@/contract/bonus';
import { urlOf, type Endpoint } from '@/contract/endpoint';
import { invite } from '@/contract/invite';
import { refund } from '@/contract/refund';
import { spin } from '@/contract/spin';
import { http } from '@/lib/http';

/**
 * Every rewards endpoint of spec section 7 (invite, refund, spin, bonus, promotion), called on the seeded
 * mock and parsed with the endpoint's schema: the mock provably speaks the contract, with its extras and
 * cut to the spec's fields alike (specMinimal).
 */

interface Sent {
  params?: Record<string, string>;
  body?: unknown;
}

/** The raw answer of one call, checked against the endpoint's response schema (issues shown on failure). */
async function answer<E extends Endpoint>(e: E, { params, body }: Sent = {}): Promise<v.InferOutput<E['response']>> {
  const { data } = await http.request<unknown>({ method: e.method, url: urlOf(e, params), data: body });
  const parsed = v.safeParse(e.response, data);
  expect(
    parsed.issues?.map((issue) => `${issue.path?.map((p) => String(p.key)).join('.')}: ${issue.message}`) ?? [],
  ).toEqual([]);
  return parsed.output;
}

/** The answer still parses when every field the spec does not name is left out. */
const SHAPES = [
  ['as the mock sends it', false],
  ['spec fields only (specMinimal)', true],
] as const;

describe.each(SHAPES)('rewards answers parse with their schemas, %s', (_shape, specMinimal) => {
  const start = () => {
    setScenario({ specMinimal });
    signIn(SEEDED.member.phone);
  };

  it('invite: list, banners, bonus', async () => {
    start();
    const page = await answer(invite.list, { body: { page: 1, limit: 10 } });
    expect(page.invites).toHaveLength(10);
    expect(page.invites[0]).toMatchObject({
      from: { name: expect.any(String) as unknown },
      amount: expect.any(Number) as unknown,
    });
    expect(page.total).toBe(specMinimal ? undefined : 12);
    expect((await answer(invite.banners)).length).toBeGreaterThan(0);
    expect((await answer(invite.bonus)).amount).toBe(specMinimal ? undefined : 56);
  });

  it('refund: check, list, receive, add to wallet, banners', async () => {
    start();
    const check = await answer(refund.check);
    expect(check).toMatchObject({
      result: true,
      bonus: false,
      refundAmount: 13.78,
      refundSuccess: 30,
      refundFail: 305.5,
    });
    expect(check.info === undefined).toBe(specMinimal);
    expect((await answer(refund.list, { body: { page: 1, limit: 10 } })).refunds).toEqual([
      expect.objectContaining({ refundAmount: 12.5, createdAt: expect.any(String) as unknown }),
    ]);
    expect((await answer(refund.receive)).message).toBe('REFUND_SUCCESS');
    await answer(refund.addWallet);
    expect(getDb().members.find((m) => m._id === 'm-1001')!.wallet).toBe(1013.78);
    expect((await answer(refund.banners)).length).toBeGreaterThan(0);
  });

  it('bonus and promotion: list, check/active, check/minimum, activate, clear, find, activate, current', async () => {
    start();
    const list = await answer(bonus.list);
    expect(list.map((b) => b.code)).toEqual(['WELCOME100', 'DAILY20', 'WEEKLY50', 'FLASH30']);
    expect(await answer(bonus.active)).toMatchObject({ status: false, type: null });
    await answer(bonus.minimum);
    await answer(bonus.activate, { params: { code: 'DAILY20' } });
    expect(await answer(bonus.active)).toMatchObject({ status: true, type: 'day' });
    expect((await answer(bonus.clear)).message).toBe('BONUS_CLEAR');
    const found = await answer(promotion.find, { params: { code: 'NEWYEAR100' } });
    expect(found.promotion).toMatchObject({ percentFail: 10, description: expect.stringContaining('<') as unknown });
    await answer(promotion.activate, { params: { code: 'NEWYEAR100' } });
    const current = await answer(promotion.current);
    expect(current.promotion === undefined).toBe(specMinimal);
  });

  it('spin: active, setup, spin, coupons, claim, and the success false answers', async () => {
    start();
    expect((await answer(spin.active)).active).toBe(specMinimal ? undefined : true);
    const setup = await answer(spin.setup);
    expect(setup.result.activeSpinwheel?.slices.length).toBe(8);
    expect(setup.result.userCoin).toBe(5);
    const spun = await answer(spin.spin);
    expect(spun).toMatchObject({ success: true, result: { remainingCoin: 4 } });
    const { result: coupons } = await answer(spin.coupons);
    expect(coupons.length).toBeGreaterThan(0);
    const [first] = coupons;
    // The coupon is named by its _id when the server sends one, else by itself (its spec fields).
    expect((await answer(spin.claim, { body: { coupon: first._id ?? first } })).success).toBe(true);
    expect(await answer(spin.claim, { body: { coupon: 'NOPE' } })).toMatchObject({
      success: false,
      error: 'INVALID_CODE',
    });

    signIn(SEEDED.ktbMember.phone);
    expect(await answer(spin.spin)).toMatchObject({ success: false, error: 'NO_COIN' });
    setScenario({ spinActive: false });
    expect((await answer(spin.setup)).result.activeSpinwheel).toBeNull();
  });
});

describe('request bodies are read with the contract body schemas', () => {
  it('the list paging: KEY_MISSING without page or limit, KEY_INVALID when not whole numbers', async () => {
    signIn(SEEDED.member.phone);
    const code = (body: unknown) =>
      http.post('/api/invite', body).then(
        () => 'OK',
        (error: { code: string }) => error.code,
      );
    expect(await code({ page: 1 })).toBe('KEY_MISSING');
    expect(await code({ page: '1', limit: 10 })).toBe('KEY_INVALID');
    expect(await code({ page: 1, limit: 10 })).toBe('OK');
    expect(v.is(invite.list.body, { page: 1, limit: 10 })).toBe(true);
  });

  it("a claim by the coupon's spec fields takes the member's oldest claimable coupon of that prize", async () => {
    signIn(SEEDED.member.phone);
    const seeded = getDb().spin.coupons.find((c) => c.memberId === 'm-1001' && c.claimedAt === null)!;
    const coupon = { prize: { name: seeded.prizeName, slice: { label: seeded.sliceLabel } }, amount: seeded.amount };
    expect(v.is(spin.claim.body, { coupon })).toBe(true);
    expect(await answer(spin.claim, { body: { coupon } })).toMatchObject({ success: true });
    expect(getDb().spin.coupons.find((c) => c._id === seeded._id)?.claimedAt).not.toBeNull();
    // Claimed: the same prize names no claimable coupon any more.
    expect(await answer(spin.claim, { body: { coupon } })).toMatchObject({
      success: false,
      error: 'NO_CLAIMABLE_COUPON',
    });
  });
});
