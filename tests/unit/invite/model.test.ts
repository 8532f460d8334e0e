import { describe, expect, it } from 'vitest';
import { canShare, inviteLink, inviteTerms } from '@/features/invite/model';

describe('invite rules', () => {
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
});
