import { describe, expect, it } from 'vitest';
import { bonusState, fillPercentFail, isExhausted, promoCodeForLookup, toPromoCode } from '@/features/bonus/model';
import { canShare, inviteLink, inviteTerms } from '@/features/invite/model';
import { canAddRefundToWallet, canReceiveRefund } from '@/features/refund/model';

const at = (iso: string) => Date.parse(iso);

describe('bonus period rule on the client (Asia/Bangkok)', () => {
  const cases: { name: string; type: 'limit' | 'day' | 'week'; received: string[]; now: string; max: number; exhausted: boolean }[] = [
    // Day boundary: 00:00 Bangkok = 17:00 UTC of the day before.
    { name: 'day: 23:59:59 yesterday (Bangkok) does not count', type: 'day', received: ['2026-06-10T16:59:59.999Z'], now: '2026-06-10T17:00:00.000Z', max: 1, exhausted: false },
    { name: 'day: 00:00 today (Bangkok) counts', type: 'day', received: ['2026-06-10T17:00:00.000Z'], now: '2026-06-11T16:59:59.999Z', max: 1, exhausted: true },
    { name: 'day: one of two today', type: 'day', received: ['2026-06-11T01:00:00.000Z'], now: '2026-06-11T05:00:00.000Z', max: 2, exhausted: false },
    // Week boundary: Monday 00:00 Bangkok (2026-06-15) = Sunday 2026-06-14 17:00 UTC.
    { name: 'week: Sunday 23:59 (Bangkok) is last week', type: 'week', received: ['2026-06-14T16:59:00.000Z'], now: '2026-06-15T03:00:00.000Z', max: 1, exhausted: false },
    { name: 'week: Monday 01:00 Bangkok (Sunday UTC) is this week', type: 'week', received: ['2026-06-14T18:00:00.000Z'], now: '2026-06-15T03:00:00.000Z', max: 1, exhausted: true },
    { name: 'week: Tuesday counts until Sunday 23:59 Bangkok', type: 'week', received: ['2026-06-16T01:00:00.000Z'], now: '2026-06-21T16:59:59.000Z', max: 1, exhausted: true },
    { name: 'week: the next Monday resets', type: 'week', received: ['2026-06-16T01:00:00.000Z'], now: '2026-06-21T17:00:00.000Z', max: 1, exhausted: false },
    { name: 'limit: a receive long ago still counts', type: 'limit', received: ['2024-01-01T00:00:00.000Z'], now: '2026-06-11T05:00:00.000Z', max: 1, exhausted: true },
    { name: 'limit: below maxReceived', type: 'limit', received: ['2024-01-01T00:00:00.000Z'], now: '2026-06-11T05:00:00.000Z', max: 2, exhausted: false },
  ];

  it.each(cases)('$name', ({ type, received, now, max, exhausted }) => {
    const bonus = { type, maxReceived: max, userBonus: { isActive: false, list: received.map((updatedAt) => ({ updatedAt })) } };
    expect(isExhausted(bonus, at(now))).toBe(exhausted);
    expect(bonusState(bonus, at(now))).toBe(exhausted ? 'received' : 'available');
  });

  it('an active user record is current even at its limit', () => {
    const bonus = { type: 'limit' as const, maxReceived: 1, userBonus: { isActive: true, list: [{ updatedAt: '2026-06-01T00:00:00.000Z' }] } };
    expect(bonusState(bonus, at('2026-06-11T00:00:00.000Z'))).toBe('current');
    expect(bonusState({ type: 'day', maxReceived: 1, userBonus: null }, Date.now())).toBe('available');
  });
});

describe('percentFail substitution', () => {
  it('replaces every placeholder with the percentage', () => {
    expect(fillPercentFail('<p>Fee %percentFail% (max %percentFail%)</p>', 15)).toBe('<p>Fee 15% (max 15%)</p>');
    expect(fillPercentFail('no placeholder', 10)).toBe('no placeholder');
    expect(fillPercentFail(undefined, 10)).toBe('');
    expect(fillPercentFail('%percentFail%', null)).toBe('0%');
  });
});

describe('promo code input', () => {
  it('forces uppercase as typed and trims for the lookup', () => {
    expect(toPromoCode('newyear100')).toBe('NEWYEAR100');
    expect(toPromoCode('Summer 50')).toBe('SUMMER 50');
    expect(promoCodeForLookup('  welcome ')).toBe('WELCOME');
    expect(promoCodeForLookup('   ')).toBe('');
  });
});

describe('invite and refund rules', () => {
  it('builds {origin}/register?code=PR{userId}', () => {
    expect(inviteLink('https://portal.example', 1001)).toBe('https://portal.example/register?code=PR1001');
    expect(inviteLink('https://portal.example/', '7')).toBe('https://portal.example/register?code=PR7');
    expect(inviteLink('https://portal.example//', '7')).toBe('https://portal.example/register?code=PR7');
    // The profile's _id (spec section 3) is the userId of the link.
    expect(inviteLink('https://portal.example', 'm-1001')).toBe('https://portal.example/register?code=PRm-1001');
  });

  it('shares only where the Web Share API is there', () => {
    const data = { url: 'https://x.example' };
    expect(canShare(undefined, data)).toBe(false);
    expect(canShare({}, data)).toBe(false);
    expect(canShare({ share: () => Promise.resolve() }, data)).toBe(true);
    expect(canShare({ share: () => Promise.resolve(), canShare: () => false }, data)).toBe(false);
  });

  it('reads the invite percentages only when both are numbers', () => {
    expect(inviteTerms({ percentSuccess: 5, percentFail: 10 })).toEqual({ success: 5, fail: 10 });
    expect(inviteTerms({ percentSuccess: 5 })).toBeNull();
    expect(inviteTerms({ percentFail: 10 })).toBeNull();
    expect(inviteTerms({ percentSuccess: Number.NaN, percentFail: 10 })).toBeNull();
    expect(inviteTerms({ percentSuccess: 5, percentFail: Number.POSITIVE_INFINITY })).toBeNull();
    expect(inviteTerms({})).toBeNull();
    expect(inviteTerms(undefined)).toBeNull();
  });

  it('enables receive only with a refund and no pending bonus', () => {
    const base = { result: true, bonus: false, refundAmount: 13.78 };
    expect(canReceiveRefund(base)).toBe(true);
    expect(canReceiveRefund({ ...base, bonus: true })).toBe(false);
    expect(canReceiveRefund({ ...base, result: false })).toBe(false);
    expect(canReceiveRefund({ ...base, refundAmount: 0 })).toBe(false);
    expect(canReceiveRefund(undefined)).toBe(false);
  });

  it('enables add-to-wallet from the spec fields alone, as receive (info is never read)', () => {
    const base = { result: true, bonus: false, refundAmount: 13.78 };
    expect(canAddRefundToWallet(base)).toBe(true);
    expect(canAddRefundToWallet({ ...base, bonus: true })).toBe(false);
    expect(canAddRefundToWallet({ ...base, result: false })).toBe(false);
    expect(canAddRefundToWallet({ ...base, refundAmount: 0 })).toBe(false);
    expect(canAddRefundToWallet(undefined)).toBe(false);
    // A balance in info (not in the spec) enables nothing.
    expect(canAddRefundToWallet({ ...base, result: false, refundAmount: 0, info: { balance: 4 } } as typeof base)).toBe(false);
  });
});
