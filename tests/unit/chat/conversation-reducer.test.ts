import { describe, expect, it } from 'vitest';
import { CHAT } from '@/features/chat/constants';
import { chatReducer, initialChatState } from '@/features/chat/conversation-reducer';
import type { ChatMessage } from '@/features/chat/types';

describe('message list reducer', () => {
  const server = (id: string, at: string, session = 's1'): ChatMessage => ({
    _id: id,
    sender: 'other',
    message: { message_type: 'text', payload: id },
    createdAt: at,
    session_id: session,
  });

  it('pages: latest then older, skip grows by the page size and duplicates are dropped', () => {
    let state = chatReducer(initialChatState, {
      type: 'page',
      mode: 'latest',
      total: 15,
      messages: Array.from({ length: 10 }, (_, i) =>
        server(`m${i + 5}`, `2026-01-01T00:00:${String(i + 5).padStart(2, '0')}Z`),
      ),
    });
    expect(state.skip).toBe(10);
    expect(state.hasMore).toBe(true);
    state = chatReducer(state, {
      type: 'page',
      mode: 'older',
      total: 15,
      messages: Array.from({ length: 6 }, (_, i) => server(`m${i}`, `2026-01-01T00:00:0${i}Z`)),
    });
    expect(state.items.map((i) => i._id)).toEqual(Array.from({ length: 15 }, (_, i) => `m${i}`));
    expect(state.skip).toBe(16);
    expect(state.hasMore).toBe(false);
  });

  it('an optimistic message takes createdAt and id from the response and is not duplicated by the socket or a refetch', () => {
    let state = chatReducer(initialChatState, {
      type: 'local',
      item: {
        key: 'local:1',
        sender: 'customer',
        message: { message_type: 'text', payload: 'hi' },
        createdAt: 'x',
        status: 'sending',
      },
    });
    state = chatReducer(state, { type: 'sent', key: 'local:1', id: 'c1', createdAt: '2026-02-02T10:00:00.000Z' });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({
      key: 'local:1',
      _id: 'c1',
      status: 'succeed',
      createdAt: '2026-02-02T10:00:00.000Z',
    });
    state = chatReducer(state, {
      type: 'page',
      mode: 'latest',
      total: 1,
      messages: [{ ...server('c1', '2026-02-02T10:00:00.000Z'), sender: 'customer' }],
    });
    expect(state.items).toHaveLength(1);
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-02-02T10:00:01.000Z') });
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-02-02T10:00:01.000Z') });
    expect(state.items.map((i) => i._id)).toEqual(['c1', 'r1']);
  });

  it("without ids (a spec-minimal backend) a refetched page and the member's own sent message are not shown twice", () => {
    const bare = (text: string, at: string, sender: 'customer' | 'other' = 'other'): ChatMessage => ({
      sender,
      message: { message_type: 'text', payload: text },
      createdAt: at,
    });
    const page = [
      bare('a', '2026-01-01T00:00:01Z'),
      bare('b', '2026-01-01T00:00:01Z'),
      bare('c', '2026-01-01T00:00:02Z'),
    ];
    let state = chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: page });
    expect(state.items.map((i) => i.message)).toEqual(page.map((m) => m.message));
    expect(new Set(state.items.map((i) => i.key)).size).toBe(3);
    // no total: a page shorter than the history page has nothing behind it
    expect(state.hasMore).toBe(false);
    state = chatReducer(state, {
      type: 'local',
      item: {
        key: 'local:1',
        sender: 'customer',
        message: { message_type: 'text', payload: 'mine' },
        createdAt: 'x',
        status: 'sending',
      },
    });
    state = chatReducer(state, { type: 'sent', key: 'local:1', createdAt: '2026-01-01T00:00:03Z' });
    state = chatReducer(state, {
      type: 'page',
      mode: 'latest',
      messages: [...page, bare('mine', '2026-01-01T00:00:03Z', 'customer')],
    });
    expect(state.items.map((i) => i.key)).toEqual([
      'at:other:2026-01-01T00:00:01Z:0',
      'at:other:2026-01-01T00:00:01Z:1',
      'at:other:2026-01-01T00:00:02Z:0',
      'local:1',
    ]);
  });

  it('without a total, a full page has more behind it', () => {
    const full = Array.from({ length: CHAT.historyPage }, (_, i) =>
      server(`m${i}`, `2026-01-01T00:00:${String(i + 10)}Z`),
    );
    expect(chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: full }).hasMore).toBe(true);
    expect(chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: full, limit: 20 }).hasMore).toBe(
      false,
    );
  });

  it('failed messages stay after settled ones and can be removed', () => {
    let state = chatReducer(initialChatState, {
      type: 'local',
      item: {
        key: 'local:1',
        sender: 'customer',
        message: { message_type: 'text', payload: 'a' },
        createdAt: '2026-01-01T00:00:00Z',
        status: 'sending',
      },
    });
    state = chatReducer(state, { type: 'status', key: 'local:1', status: 'failed' });
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-03-01T00:00:00Z') });
    expect(state.items.map((i) => i.key)).toEqual(['id:r1', 'local:1']);
    state = chatReducer(state, { type: 'remove', key: 'local:1' });
    expect(state.items.map((i) => i.key)).toEqual(['id:r1']);
  });
});
