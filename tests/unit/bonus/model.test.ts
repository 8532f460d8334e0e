import { describe, expect, it } from 'vitest';
import { bonusState, fillPercentFail, isExhausted, promoCodeForLookup, toPromoCode } from '@/features/bonus/model';

const at = (iso: string) => Date.parse(iso);

describe('bonus period rule on the client (Asia/Bangkok)', () => {
  const cases: {
    name: string;
    type: 'limit' | 'day' | 'week';
    received: string[];
    now: string;
    max: number;
    exhausted: boolean;
  }[] = [
    // Day boundary: 00:00 Bangkok = 17:00 UTC of the day before.
    {
      name: 'day: 23:59:59 yesterday (Bangkok) does not count',
      type: 'day',
      received: ['2026-06-10T16:59:59.999Z'],
      now: '2026-06-10T17:00:00.000Z',
      max: 1,
      exhausted: false,
    },
    {
      name: 'day: 00:00 today (Bangkok) counts',
      type: 'day',
      received: ['2026-06-10T17:00:00.000Z'],
      now: '2026-06-11T16:59:59.999Z',
      max: 1,
      exhausted: true,
    },
    {
      name: 'day: one of two today',
      type: 'day',
      received: ['2026-06-11T01:00:00.000Z'],
      now: '2026-06-11T05:00:00.000Z',
      max: 2,
      exhausted: false,
    },
    // Week boundary: Monday 00:00 Bangkok (2026-06-15) = Sunday 2026-06-14 17:00 UTC.
    {
      name: 'week: Sunday 23:59 (Bangkok) is last week',
      type: 'week',
      received: ['2026-06-14T16:59:00.000Z'],
      now: '2026-06-15T03:00:00.000Z',
      max: 1,
      exhausted: false,
    },
    {
      name: 'week: Monday 01:00 Bangkok (Sunday UTC) is this week',
      type: 'week',
      received: ['2026-06-14T18:00:00.000Z'],
      now: '2026-06-15T03:00:00.000Z',
      max: 1,
      exhausted: true,
    },
    {
      name: 'week: Tuesday counts until Sunday 23:59 Bangkok',
      type: 'week',
      received: ['2026-06-16T01:00:00.000Z'],
      now: '2026-06-21T16:59:59.000Z',
      max: 1,
      exhausted: true,
    },
    {
      name: 'week: the next Monday resets',
      type: 'week',
      received: ['2026-06-16T01:00:00.000Z'],
      now: '2026-06-21T17:00:00.000Z',
      max: 1,
      exhausted: false,
    },
    {
      name: 'limit: a receive long ago still counts',
      type: 'limit',
      received: ['2024-01-01T00:00:00.000Z'],
      now: '2026-06-11T05:00:00.000Z',
      max: 1,
      exhausted: true,
    },
    {
      name: 'limit: below maxReceived',
      type: 'limit',
      received: ['2024-01-01T00:00:00.000Z'],
      now: '2026-06-11T05:00:00.000Z',
      max: 2,
      exhausted: false,
    },
  ];

  it.each(cases)('$name', ({ type, received, now, max, exhausted }) => {
    const bonus = {
      type,
      maxReceived: max,
      userBonus: { isActive: false, list: received.map((updatedAt) => ({ updatedAt })) },
    };
    expect(isExhausted(bonus, at(now))).toBe(exhausted);
    expect(bonusState(bonus, at(now))).toBe(exhausted ? 'received' : 'available');
  });

  it('an active user record is current even at its limit', () => {
    const bonus = {
      type: 'limit' as const,
      maxReceived: 1,
      userBonus: { isActive: true, list: [{ updatedAt: '2026-06-01T00:00:00.000Z' }] },
    };
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
