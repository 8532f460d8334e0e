import { describe, expect, it } from 'vitest';
import { CHAT } from '@/features/chat/constants';
import { chatReducer, initialChatState, type ChatState } from '@/features/chat/conversation-reducer';
import type { ChatItem, ChatMessage } from '@/features/chat/types';

const at = (second: number) => `2026-01-01T00:00:${String(second).padStart(2, '0')}Z`;
const server = (id: string, second: number): ChatMessage => ({
  _id: id,
  sender: 'other',
  message: { message_type: 'text', payload: id },
  createdAt: at(second),
});
const bare = (text: string, second: number, sender: 'customer' | 'other' = 'customer'): ChatMessage => ({
  sender,
  message: { message_type: 'text', payload: text },
  createdAt: at(second),
});
const own = (key: string, second: number, status: ChatItem['status'], id?: string): ChatItem => ({
  ...bare(key, second),
  key,
  status,
  ...(id ? { _id: id } : {}),
});
const page = (count: number, from = 0) => Array.from({ length: count }, (_, i) => server(`m${from + i}`, from + i));

describe('history paging (what "load older" offers)', () => {
  it('without a total, an older page offers more only when it came full', () => {
    const start: ChatState = { ...initialChatState, skip: 5 };
    const full = chatReducer(start, { type: 'page', mode: 'older', messages: page(CHAT.historyPage) });
    expect([full.skip, full.hasMore]).toEqual([5 + CHAT.historyPage, true]);
    const short = chatReducer(start, { type: 'page', mode: 'older', messages: page(3) });
    expect([short.skip, short.hasMore]).toEqual([8, false]);
    const empty = chatReducer(start, { type: 'page', mode: 'older', messages: [], limit: 0 });
    expect([empty.skip, empty.hasMore]).toEqual([5, false]);
  });

  it('with a total, paging stops exactly when skip reaches it', () => {
    const start: ChatState = { ...initialChatState, skip: 4, total: 10 };
    const last = chatReducer(start, { type: 'page', mode: 'older', total: 10, messages: page(6) });
    expect([last.skip, last.total, last.hasMore]).toEqual([10, 10, false]);
    const before = chatReducer(start, { type: 'page', mode: 'older', total: 11, messages: page(6) });
    expect(before.hasMore).toBe(true);
    const latest = chatReducer(initialChatState, { type: 'page', mode: 'latest', total: 3, messages: page(3) });
    expect([latest.skip, latest.hasMore]).toEqual([3, false]);
  });

  it('a refetch of the latest page after paging back keeps the place reached', () => {
    const paged: ChatState = { ...initialChatState, skip: 16, total: 30, hasMore: true };
    const refetched = chatReducer(paged, { type: 'page', mode: 'latest', total: 30, messages: page(10) });
    expect([refetched.skip, refetched.hasMore]).toEqual([16, true]);
    const emptyTotal = chatReducer(initialChatState, { type: 'page', mode: 'latest', total: 5, messages: [] });
    expect([emptyTotal.skip, emptyTotal.hasMore]).toEqual([0, true]);
  });
});

describe('a realtime message', () => {
  it('shifts paging by one, and a known one changes nothing at all', () => {
    const counted = chatReducer(
      { ...initialChatState, skip: 2, total: 2 },
      { type: 'incoming', message: server('a', 1) },
    );
    expect([counted.skip, counted.total]).toEqual([3, 3]);
    const noTotal = chatReducer(initialChatState, { type: 'incoming', message: server('a', 1) });
    expect([noTotal.skip, noTotal.total]).toEqual([1, null]);
    expect(chatReducer(counted, { type: 'incoming', message: server('a', 1) })).toBe(counted);
  });

  it("is matched to the member's own message only once that was sent and has no id", () => {
    const sending: ChatState = { ...initialChatState, items: [own('k', 5, 'sending')] };
    expect(chatReducer(sending, { type: 'incoming', message: bare('k', 5) }).items).toHaveLength(2);
    const withId: ChatState = { ...initialChatState, items: [own('k', 5, 'succeed', 'x1')] };
    expect(chatReducer(withId, { type: 'incoming', message: bare('k', 5) }).items).toHaveLength(2);
    const sent: ChatState = { ...initialChatState, items: [own('k', 5, 'succeed')] };
    expect(chatReducer(sent, { type: 'incoming', message: bare('k', 5) }).items).toHaveLength(1);
  });
});

describe('the send answer', () => {
  it('touches only its own message, keeps an id it had and counts without a total', () => {
    const state: ChatState = { ...initialChatState, items: [own('a', 1, 'sending', 'old'), own('b', 2, 'sending')] };
    const next = chatReducer(state, { type: 'sent', key: 'a', createdAt: at(3) });
    expect(next.items.map((i) => [i.key, i._id, i.status, i.createdAt])).toEqual([
      ['a', 'old', 'succeed', at(3)],
      ['b', undefined, 'sending', at(2)],
    ]);
    expect([next.skip, next.total]).toEqual([1, null]);
  });
});
