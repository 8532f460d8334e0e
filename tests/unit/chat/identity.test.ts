import { describe, expect, it } from 'vitest';
import { newGuestId, roomName } from '@/features/chat/identity';
import { isGuestId } from '@/rules/guest-id';

describe('identity', () => {
  it('guest ids look like guest-<random> and rooms are prefix plus user or guest id', () => {
    const id = newGuestId();
    expect(isGuestId(id)).toBe(true);
    expect(isGuestId('evil"id')).toBe(false);
    expect(isGuestId(null)).toBe(false);
    expect(roomName('customer-', { userId: 'm-1', guestId: null })).toBe('customer-m-1');
    expect(roomName('customer-', { userId: null, guestId: id })).toBe(`customer-${id}`);
    expect(roomName('customer-', { userId: null, guestId: null })).toBeNull();
  });
});
