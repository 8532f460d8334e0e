import { describe, expect, it } from 'vitest';
import { isGuestId } from '@/rules/guest-id';
import {
  arrivalMakesUnread,
  buttonAction,
  CHAT,
  checkFile,
  checkText,
  distanceFromBottom,
  isAtBottom,
  isSessionChange,
  linkify,
  newGuestId,
  roomName,
  type ChatMessage,
} from '@/features/chat/model';
import { chatReducer, initialChatState } from '@/features/chat/message-list';
import { HOSTILE_URLS } from '../../support/hostile-urls';

const MB = 1024 * 1024;

describe('chat text validation', () => {
  it.each([
    ['a'.repeat(2000), true],
    ['a'.repeat(2001), false],
    [`  ${'a'.repeat(2000)}  `, true],
    ['ก'.repeat(2000), true],
    ['😀'.repeat(2000), true],
    ['😀'.repeat(2001), false],
  ])('length boundary %#', (text, ok) => {
    expect(checkText(text).ok).toBe(ok);
  });

  it('trims, and refuses empty or blank text', () => {
    expect(checkText('  hi there \n')).toEqual({ ok: true, text: 'hi there' });
    expect(checkText('')).toEqual({ ok: false, error: 'empty' });
    expect(checkText(' \n\t ')).toEqual({ ok: false, error: 'empty' });
    expect(checkText('a'.repeat(2001))).toEqual({ ok: false, error: 'tooLong' });
  });
});

describe('chat file validation', () => {
  it.each([
    ['photo.png', 10 * MB, { ok: true, kind: 'image' }],
    ['photo.png', 10 * MB + 1, { ok: false, error: 'tooLarge', maxMb: 10 }],
    ['photo.JPG', 1, { ok: true, kind: 'image' }],
    ['photo.Jpeg', 1, { ok: true, kind: 'image' }],
    ['anim.GIF', 1, { ok: true, kind: 'image' }],
    ['clip.mp4', 20 * MB, { ok: true, kind: 'video' }],
    ['clip.mp4', 20 * MB + 1, { ok: false, error: 'tooLarge', maxMb: 20 }],
    ['clip.MOV', 15 * MB, { ok: true, kind: 'video' }],
    ['clip.mov', 10 * MB + 1, { ok: true, kind: 'video' }],
    ['noextension', 10, { ok: false, error: 'notSupported' }],
    ['trailingdot.', 10, { ok: false, error: 'notSupported' }],
    ['.png', 10, { ok: false, error: 'notSupported' }],
    ['doc.pdf', 10, { ok: false, error: 'notSupported' }],
    ['clip.webm', 10, { ok: false, error: 'notSupported' }],
    ['image.png.exe', 10, { ok: false, error: 'notSupported' }],
  ])('%s of %i bytes', (name, size, expected) => {
    expect(checkFile({ name, size })).toEqual(expected);
  });
});

describe('links and buttons', () => {
  it('links only http and https URLs, without trailing punctuation', () => {
    const parts = linkify('See https://example.com/a?b=1. Or http://x.test, not javascript:alert(1) nor data:text/html,hi');
    expect(parts.filter((p) => p.kind === 'link').map((p) => p.kind === 'link' && p.href)).toEqual([
      'https://example.com/a?b=1',
      'http://x.test/',
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(
      'See https://example.com/a?b=1. Or http://x.test, not javascript:alert(1) nor data:text/html,hi',
    );
  });

  it('links no hostile URL of the corpus (the gate itself is tested in rules/url.test.ts)', () => {
    for (const { url } of HOSTILE_URLS) {
      expect(linkify(`see ${url} here`).filter((part) => part.kind === 'link')).toEqual([]);
    }
  });

  it('web opens safe URLs only; call dials tel:; postback and message send', () => {
    expect(buttonAction({ title: 'Help', type: 'web', payload: 'https://example.com/help' })).toEqual({
      kind: 'open',
      href: 'https://example.com/help',
    });
    expect(buttonAction({ title: 'x', type: 'web', payload: 'javascript:alert(1)' })).toEqual({ kind: 'refused' });
    expect(buttonAction({ title: 'x', type: 'web', payload: 'data:text/html,<script>1</script>' })).toEqual({ kind: 'refused' });
    for (const { url } of HOSTILE_URLS) {
      expect(buttonAction({ title: 'x', type: 'web', payload: url }).kind).toBe('refused');
      expect(buttonAction({ title: 'x', type: 'call', payload: url }).kind).toBe('refused');
    }
    expect(buttonAction({ title: 'Call', type: 'call', payload: '+66 2-123-4567' })).toEqual({ kind: 'call', href: 'tel:+6621234567' });
    expect(buttonAction({ title: 'Call', type: 'call', payload: 'javascript:1' })).toEqual({ kind: 'refused' });
    expect(buttonAction({ title: 'Claim', type: 'postback', payload: '' })).toEqual({ kind: 'blocked' });
    expect(buttonAction({ title: 'Claim', type: 'postback', payload: 'CLAIM' })).toEqual({
      kind: 'send',
      body: { message_type: 'postback', payload: { title: 'Claim', payload: 'CLAIM' } },
    });
    expect(buttonAction({ title: 'Show card', type: 'message', payload: 'card' })).toEqual({
      kind: 'send',
      body: { message_type: 'text', payload: 'card' },
    });
  });

});

const msg = (session: string | null, sender: 'customer' | 'other' = 'other'): ChatMessage => ({
  sender,
  message: { message_type: 'text', payload: 'x' },
  createdAt: '2026-01-01T00:00:00.000Z',
  session_id: session,
});

describe('separator and unread rules', () => {
  it('shows End Conversation only between consecutive messages of different sessions', () => {
    expect(isSessionChange(undefined, msg('a'))).toBe(false);
    expect(isSessionChange(msg('a'), msg('a'))).toBe(false);
    expect(isSessionChange(msg('a'), msg('b'))).toBe(true);
    // a message still on its way has no session yet: no separator
    expect(isSessionChange(msg('a'), msg(null))).toBe(false);
  });

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
      messages: Array.from({ length: 10 }, (_, i) => server(`m${i + 5}`, `2026-01-01T00:00:${String(i + 5).padStart(2, '0')}Z`)),
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
      item: { key: 'local:1', sender: 'customer', message: { message_type: 'text', payload: 'hi' }, createdAt: 'x', status: 'sending' },
    });
    state = chatReducer(state, { type: 'sent', key: 'local:1', id: 'c1', createdAt: '2026-02-02T10:00:00.000Z' });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]).toMatchObject({ key: 'local:1', _id: 'c1', status: 'succeed', createdAt: '2026-02-02T10:00:00.000Z' });
    state = chatReducer(state, { type: 'page', mode: 'latest', total: 1, messages: [{ ...server('c1', '2026-02-02T10:00:00.000Z'), sender: 'customer' }] });
    expect(state.items).toHaveLength(1);
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-02-02T10:00:01.000Z') });
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-02-02T10:00:01.000Z') });
    expect(state.items.map((i) => i._id)).toEqual(['c1', 'r1']);
  });

  it('without ids (a spec-minimal backend) a refetched page and the member\'s own sent message are not shown twice', () => {
    const bare = (text: string, at: string, sender: 'customer' | 'other' = 'other'): ChatMessage => ({
      sender,
      message: { message_type: 'text', payload: text },
      createdAt: at,
    });
    const page = [bare('a', '2026-01-01T00:00:01Z'), bare('b', '2026-01-01T00:00:01Z'), bare('c', '2026-01-01T00:00:02Z')];
    let state = chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: page });
    expect(state.items.map((i) => i.message)).toEqual(page.map((m) => m.message));
    expect(new Set(state.items.map((i) => i.key)).size).toBe(3);
    // no total: a page shorter than the history page has nothing behind it
    expect(state.hasMore).toBe(false);
    state = chatReducer(state, {
      type: 'local',
      item: { key: 'local:1', sender: 'customer', message: { message_type: 'text', payload: 'mine' }, createdAt: 'x', status: 'sending' },
    });
    state = chatReducer(state, { type: 'sent', key: 'local:1', createdAt: '2026-01-01T00:00:03Z' });
    state = chatReducer(state, { type: 'page', mode: 'latest', messages: [...page, bare('mine', '2026-01-01T00:00:03Z', 'customer')] });
    expect(state.items.map((i) => i.key)).toEqual(['at:other:2026-01-01T00:00:01Z:0', 'at:other:2026-01-01T00:00:01Z:1', 'at:other:2026-01-01T00:00:02Z:0', 'local:1']);
  });

  it('without a total, a full page has more behind it', () => {
    const full = Array.from({ length: CHAT.historyPage }, (_, i) => server(`m${i}`, `2026-01-01T00:00:${String(i + 10)}Z`));
    expect(chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: full }).hasMore).toBe(true);
    expect(chatReducer(initialChatState, { type: 'page', mode: 'latest', messages: full, limit: 20 }).hasMore).toBe(false);
  });

  it('failed messages stay after settled ones and can be removed', () => {
    let state = chatReducer(initialChatState, {
      type: 'local',
      item: { key: 'local:1', sender: 'customer', message: { message_type: 'text', payload: 'a' }, createdAt: '2026-01-01T00:00:00Z', status: 'sending' },
    });
    state = chatReducer(state, { type: 'status', key: 'local:1', status: 'failed' });
    state = chatReducer(state, { type: 'incoming', message: server('r1', '2026-03-01T00:00:00Z') });
    expect(state.items.map((i) => i.key)).toEqual(['id:r1', 'local:1']);
    state = chatReducer(state, { type: 'remove', key: 'local:1' });
    expect(state.items.map((i) => i.key)).toEqual(['id:r1']);
  });
});
