import { describe, expect, it } from 'vitest';
import { MOCK_CHAT_SOCKET_URL as MOCK_URL } from '@mocks/chat-socket';
import { getDb } from '@mocks/db';
import { signIn } from '@tests/support/render-app';
import { MOCK_CHAT_SOCKET_URL } from '@/config';
import { api } from '@tests/support/raw-api';

const guestId = 'guest-mock-0001';
const text = (payload: string) => ({
  sender: 'customer',
  guestId,
  userId: null,
  message: { message_type: 'text', payload },
});
const payloadOf = (message: { message: object }) => (message.message as { payload?: unknown }).payload;
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (e: { code: string }) => e.code,
  );

describe('mocked chat backend', () => {
  it('the app and the mock agree on the mocked socket address', () => {
    expect(MOCK_CHAT_SOCKET_URL).toBe(MOCK_URL);
  });

  it('answers the room prefix', async () => {
    expect(await api.get('/api/chat/config')).toEqual({ prefix: 'customer-' });
  });

  it('stores a guest message and returns its createdAt; bad input changes nothing', async () => {
    const result = await api.post<{ createdAt: string; _id: string }>('/api/chat/send-message', text('a'.repeat(2000)));
    expect(Date.parse(result.createdAt)).not.toBeNaN();
    const before = JSON.stringify(getDb().chats);
    expect(await codeOf(api.post('/api/chat/send-message', text('a'.repeat(2001))))).toBe('KEY_INVALID');
    expect(await codeOf(api.post('/api/chat/send-message', text('   ')))).toBe('KEY_INVALID');
    expect(await codeOf(api.post('/api/chat/send-message', { ...text('hi'), guestId: null }))).toBe('KEY_MISSING');
    expect(await codeOf(api.post('/api/chat/send-message', { ...text('hi'), guestId: 'not a guest id' }))).toBe(
      'KEY_MISSING',
    );
    expect(await codeOf(api.post('/api/chat/send-message', { ...text('hi'), sender: 'other' }))).toBe('KEY_INVALID');
    expect(JSON.stringify(getDb().chats)).toBe(before);
  });

  it('a member is known from the token, not from the body', async () => {
    signIn('0898765432');
    await api.post('/api/chat/send-message', { ...text('member hello'), userId: 'm-1001', guestId: null });
    const mine = getDb().chats.find((c) => c.key === 'member:m-1002');
    expect(mine?.messages.map(payloadOf)).toEqual(['member hello']);
    expect(
      getDb()
        .chats.find((c) => c.key === 'member:m-1001')
        ?.messages.some((m) => payloadOf(m) === 'member hello'),
    ).toBe(false);
  });

  it('pages history newest first, 10 at a time', async () => {
    signIn('0812345678');
    const first = await api.post<{ messages: { _id: string }[]; total: number }>('/api/chat/history', {
      userId: 'm-1001',
      guestId: null,
      limit: 10,
      skip: 0,
    });
    const second = await api.post<{ messages: { _id: string }[]; total: number }>('/api/chat/history', {
      userId: 'm-1001',
      guestId: null,
      limit: 10,
      skip: 10,
    });
    expect(first.total).toBe(21);
    expect(first.messages.map((m) => m._id)).toEqual(Array.from({ length: 10 }, (_, i) => `seed-chat-${i + 12}`));
    expect(second.messages.map((m) => m._id)).toEqual(Array.from({ length: 10 }, (_, i) => `seed-chat-${i + 2}`));
    expect(await codeOf(api.post('/api/chat/history', { guestId, limit: 10, skip: -1 }))).toBe('KEY_INVALID');
  });

  it('read-customer marks support messages read', async () => {
    signIn('0812345678');
    const { updateDb } = await import('@mocks/db');
    updateDb((db) => {
      for (const m of db.chats[0].messages) m.readAt = null;
    });
    const result = await api.put<{ count: number }>('/api/chat/read-customer', { userId: 'm-1001', guestId: null });
    expect(result.count).toBe(11);
    expect(
      getDb()
        .chats[0].messages.filter((m) => m.sender === 'other')
        .every((m) => m.readAt),
    ).toBe(true);
  });
});
