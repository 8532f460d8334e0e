import { File as NodeFile } from 'node:buffer';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { initialChatState, type ChatAction } from '@/features/chat/conversation-reducer';
import { mediaBody, useChatDelivery } from '@/features/chat/hooks/use-chat-delivery';
import { useLater } from '@/features/chat/hooks/use-later';
import { useChatSending } from '@/features/chat/hooks/use-chat-sending';
import { useMarkRead } from '@/features/chat/hooks/use-mark-read';
import { usePendingFiles } from '@/features/chat/hooks/use-pending-files';
import { onRequestStart } from '@tests/support/request-events';
import en from '@/locales/en.json';

// The parts useChatSending composes, each alone: the delay timers, the files kept for a resend, and the
// requests with the states they report.

const GUEST = { userId: null, guestId: 'guest-test-0001' };
// Node's File: a jsdom File never finishes streaming into the intercepted upload request.
const png = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

describe('useLater', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the delay while mounted, and never once unmounted', () => {
    vi.useFakeTimers();
    const mounted = { current: true };
    const ran: string[] = [];
    const { result, unmount } = renderHook(() => useLater(mounted));
    result.current(() => ran.push('first'), 500);
    vi.advanceTimersByTime(499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['first']);

    result.current(() => ran.push('second'), 500);
    unmount();
    vi.advanceTimersByTime(1000);
    expect(ran).toEqual(['first']);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('usePendingFiles', () => {
  it('keeps a file for a resend until it is sent, and knows when its upload is done', () => {
    const { result } = renderHook(() => usePendingFiles());
    const file = png('a.png');
    result.current.keep('k1', file);
    expect(result.current.file('k1')).toBe(file);
    expect(result.current.isUploaded('k1')).toBe(false);
    result.current.markUploaded('k1', '/uploads/a.png');
    expect(result.current.isUploaded('k1')).toBe(true);
    result.current.sent('k1');
    expect(result.current.file('k1')).toBeUndefined();
    expect(result.current.isUploaded('k1')).toBe(false);
  });

  it('revokes the preview of a removed message, and every preview left when the chat unmounts', () => {
    const create = vi.fn().mockReturnValueOnce('blob:one').mockReturnValueOnce('blob:two');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    try {
      const { result, unmount } = renderHook(() => usePendingFiles());
      expect(result.current.keep('k1', png('a.png'))).toBe('blob:one');
      expect(result.current.keep('k2', png('b.png'))).toBe('blob:two');
      result.current.discard('k1', 'blob:one');
      expect(revoke.mock.calls).toEqual([['blob:one']]);
      expect(result.current.file('k1')).toBeUndefined();
      unmount();
      expect(revoke.mock.calls).toEqual([['blob:one'], ['blob:two']]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('useChatDelivery', () => {
  function setUp() {
    const actions: ChatAction[] = [];
    const alerts: string[] = [];
    const { result } = renderHook(() => {
      const pending = usePendingFiles();
      return {
        pending,
        ...useChatDelivery(
          GUEST,
          (a) => actions.push(a),
          pending,
          (m) => alerts.push(m),
          { current: true },
        ),
      };
    });
    return { actions, alerts, result };
  }

  it('reports sending, then sent with the stored id, and lets go of the file', async () => {
    const { actions, alerts, result } = setUp();
    result.current.pending.keep('k1', png('a.png'));
    await act(() => result.current.deliver('k1', { message_type: 'text', payload: 'Hello' }));
    expect(actions[0]).toEqual({ type: 'status', key: 'k1', status: 'sending' });
    expect(actions[1]).toMatchObject({ type: 'sent', key: 'k1', id: expect.any(String) as unknown });
    expect(alerts).toEqual([]);
    expect(result.current.pending.file('k1')).toBeUndefined();
  });

  it('reports failed and alerts the translated reason when the send is refused', async () => {
    server.use(
      http.post('*/api/chat/send-message', () =>
        HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    );
    const { actions, alerts, result } = setUp();
    await act(() => result.current.deliver('k1', { message_type: 'text', payload: 'Hello' }));
    expect(actions.at(-1)).toEqual({ type: 'status', key: 'k1', status: 'failed' });
    expect(alerts).toEqual([en.errors.INTERNAL_SERVER_ERROR]);
  });

  it('uploads first, reports the server path, then sends the media message with it', async () => {
    server.use(http.post('*/api/chat/upload-image', () => HttpResponse.json({ path: '/uploads/a.png' })));
    const { actions, alerts, result } = setUp();
    await act(() => result.current.uploadAndSend('k1', png('a.png'), 'image'));
    await waitFor(() => expect(actions.at(-1)).toMatchObject({ type: 'sent', key: 'k1' }));
    expect(actions[0]).toEqual({ type: 'status', key: 'k1', status: 'uploading_file', progress: 0 });
    expect(actions).toContainEqual({ type: 'media-path', key: 'k1', filePath: '/uploads/a.png' });
    expect(alerts).toEqual([]);
    expect(mediaBody('image', '/uploads/a.png', 'a.png')).toMatchObject({ payload: { fileName: 'a.png' } });
  });

  it('a failed upload reports failed, alerts, and sends nothing', async () => {
    server.use(
      http.post('*/api/chat/upload-image', () =>
        HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
      ),
    );
    const { actions, alerts, result } = setUp();
    await act(() => result.current.uploadAndSend('k1', png('a.png'), 'image'));
    expect(actions.at(-1)).toEqual({ type: 'status', key: 'k1', status: 'failed' });
    expect(actions.some((a) => a.type === 'sent' || a.type === 'media-path')).toBe(false);
    expect(alerts).toEqual([en.errors.INTERNAL_SERVER_ERROR]);
  });
});

// Spec section 9 gives the two delays of the chat; the figures are written here from the spec, not read from the app.
describe('the chat delays of spec section 9', () => {
  afterEach(() => vi.useRealTimers());

  it('a typed message is sent 0.5 s after it shows, not sooner', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const actions: ChatAction[] = [];
    const { result } = renderHook(() =>
      useChatSending(
        GUEST,
        (a) => actions.push(a),
        { current: initialChatState },
        () => undefined,
      ),
    );
    act(() => void result.current.sendText('Hello'));
    expect(actions.map((a) => a.type)).toEqual(['local']);
    act(() => void vi.advanceTimersByTime(499));
    expect(actions.map((a) => a.type)).toEqual(['local']);
    act(() => void vi.advanceTimersByTime(1));
    expect(actions[1]).toMatchObject({ type: 'status', status: 'sending' });
  });

  it('support messages are marked read 1 s after they are seen, not sooner', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reads: string[] = [];
    onRequestStart(({ request }) => {
      if (request.url.endsWith('/api/chat/read-customer')) reads.push(request.method);
    });
    renderHook(() => useMarkRead(GUEST, 'support-1', true));
    act(() => void vi.advanceTimersByTime(999));
    await act(() => Promise.resolve());
    expect(reads).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(reads).toEqual(['PUT']));
  });
});
