import { describe, expect, it } from 'vitest';
import { socketAuth } from '@/features/chat/socket';

describe('what the chat socket presents at connect', () => {
  it("a member: the session's bearer token, never a guest id", () => {
    expect(socketAuth({ userId: 'm-1', guestId: null }, 'tok')).toEqual({ token: 'tok' });
    expect(socketAuth({ userId: 'm-1', guestId: 'guest-abcdef' }, 'tok')).toEqual({ token: 'tok' });
    expect(socketAuth({ userId: 'm-1', guestId: null }, null)).toEqual({});
  });

  it('a visitor: the guest id, never a token', () => {
    expect(socketAuth({ userId: null, guestId: 'guest-abcdef' }, 'stale-token')).toEqual({ guestId: 'guest-abcdef' });
    expect(socketAuth({ userId: null, guestId: null }, null)).toEqual({});
  });
});
