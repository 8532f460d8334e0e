import { describe, expect, it } from 'vitest';
import type { ChatBody } from '@/contract/chat';
import { chatReducer, initialChatState, localItem } from '@/features/chat/conversation-reducer';

const member = { userId: 'm-1', guestId: null };
const text: ChatBody = { message_type: 'text', payload: 'hello' };
const photo: ChatBody = {
  message_type: 'media',
  payload: { message: '', url: true, fileType: 'image', filePath: '', fileName: 'a.png' },
};

describe("the member's own messages in the list", () => {
  it('a message on its way is the customer’s, with its status, and an upload starts at 0 %', () => {
    expect(localItem('k1', text, member, 'sending', '2026-01-01T00:00:00Z')).toEqual({
      key: 'k1',
      sender: 'customer',
      message: text,
      createdAt: '2026-01-01T00:00:00Z',
      status: 'sending',
      userId: 'm-1',
      guestId: null,
    });
    expect(localItem('k2', photo, member, 'uploading_file', '2026-01-01T00:00:00Z').progress).toBe(0);
  });

  it('an upload reports progress, gets its file path, fails, and a removed message is gone', () => {
    let state = chatReducer(initialChatState, {
      type: 'local',
      item: localItem('up', photo, member, 'uploading_file', '2026-01-01T00:00:00Z'),
    });
    state = chatReducer(state, {
      type: 'local',
      item: localItem('t', text, member, 'sending', '2026-01-01T00:00:01Z'),
    });
    state = chatReducer(state, { type: 'status', key: 'up', status: 'uploading_file', progress: 40 });
    expect(state.items.map((i) => [i.key, i.status, i.progress])).toEqual([
      ['up', 'uploading_file', 40],
      ['t', 'sending', undefined],
    ]);
    state = chatReducer(state, { type: 'media-path', key: 'up', filePath: '/files/a.png' });
    state = chatReducer(state, { type: 'media-path', key: 't', filePath: '/files/other.png' });
    expect(state.items[0]?.message).toEqual({ ...photo, payload: { ...photo.payload, filePath: '/files/a.png' } });
    expect(state.items[1]?.message).toEqual(text);
    state = chatReducer(state, { type: 'status', key: 'up', status: 'failed' });
    expect(state.items[0]).toMatchObject({ status: 'failed', progress: 40 });
    state = chatReducer(state, { type: 'remove', key: 'up' });
    expect(state.items.map((i) => i.key)).toEqual(['t']);
    expect(chatReducer(state, { type: 'reset' })).toEqual(initialChatState);
  });

  it('a sent message takes the server id, time and session, and counts once even when its echo came first', () => {
    const start = { ...initialChatState, skip: 3, total: 3 };
    let state = chatReducer(start, {
      type: 'local',
      item: localItem('t', text, member, 'sending', '2026-01-01T00:00:09Z'),
    });
    state = chatReducer(state, {
      type: 'sent',
      key: 't',
      id: 'x1',
      createdAt: '2026-01-01T00:00:10Z',
      session_id: 's2',
    });
    expect(state.items).toEqual([
      expect.objectContaining({
        key: 't',
        _id: 'x1',
        createdAt: '2026-01-01T00:00:10Z',
        session_id: 's2',
        status: 'succeed',
      }),
    ]);
    expect([state.skip, state.total]).toEqual([4, 4]);

    let echoed = chatReducer(start, {
      type: 'local',
      item: localItem('t', text, member, 'sending', '2026-01-01T00:00:09Z'),
    });
    echoed = chatReducer(echoed, {
      type: 'incoming',
      message: { _id: 'x1', sender: 'customer', message: text, createdAt: '2026-01-01T00:00:10Z', session_id: 's2' },
    });
    echoed = chatReducer(echoed, { type: 'sent', key: 't', id: 'x1', createdAt: '2026-01-01T00:00:10Z' });
    expect(echoed.items.map((i) => [i.key, i._id])).toEqual([['id:x1', 'x1']]);
    expect([echoed.skip, echoed.total]).toEqual([4, 4]);
  });
});
