import { describe, expect, it } from 'vitest';
import { CHAT } from '@/features/chat/constants';
import { arrivalMakesUnread, distanceFromBottom, isAtBottom } from '@/features/chat/scroll';

describe('unread rules', () => {
  it('counts the distance from the bottom and uses the 60 px threshold', () => {
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 600, clientHeight: 400 })).toBe(0);
    expect(distanceFromBottom({ scrollHeight: 1000, scrollTop: 540, clientHeight: 400 })).toBe(60);
    expect(isAtBottom(60)).toBe(true);
    expect(isAtBottom(61)).toBe(false);
    expect(CHAT.bottomThresholdPx).toBe(60);
  });

  it('a support message arriving more than 60 px up marks unread; at the bottom it does not', () => {
    expect(arrivalMakesUnread(61, { sender: 'other' })).toBe(true);
    expect(arrivalMakesUnread(60, { sender: 'other' })).toBe(false);
    expect(arrivalMakesUnread(500, { sender: 'customer' })).toBe(false);
  });
});
