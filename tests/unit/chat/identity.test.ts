import { describe, expect, it, vi } from 'vitest';
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

  it('a new guest id is random: the browser UUID where there is one, a time-and-random id where there is not', () => {
    const uuid = newGuestId();
    expect(uuid).toMatch(/^guest-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newGuestId()).not.toBe(uuid);

    vi.stubGlobal('crypto', {});
    try {
      const fallback = newGuestId();
      expect(fallback).toMatch(/^guest-[0-9a-z]+-[0-9a-z]{1,8}$/);
      expect(isGuestId(fallback)).toBe(true);
      expect(newGuestId()).not.toBe(fallback);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
