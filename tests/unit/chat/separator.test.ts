import { describe, expect, it } from 'vitest';
import { isSessionChange } from '@/features/chat/separator';
import type { ChatMessage } from '@/features/chat/types';

const msg = (session: string | null, sender: 'customer' | 'other' = 'other'): ChatMessage => ({
  sender,
  message: { message_type: 'text', payload: 'x' },
  createdAt: '2026-01-01T00:00:00.000Z',
  session_id: session,
});

describe('separator', () => {
  it('shows End Conversation only between consecutive messages of different sessions', () => {
    expect(isSessionChange(undefined, msg('a'))).toBe(false);
    expect(isSessionChange(msg('a'), msg('a'))).toBe(false);
    expect(isSessionChange(msg('a'), msg('b'))).toBe(true);
    // a message still on its way has no session yet: no separator
    expect(isSessionChange(msg('a'), msg(null))).toBe(false);
    expect(isSessionChange(msg(null), msg('a'))).toBe(false);
  });
});
