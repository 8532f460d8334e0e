import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverToRoom, dropAllChatSockets, roomSize } from '../../../mocks/chat-socket';
import { getDb } from '../../../mocks/db';
import { setChatAgentDelay } from '../../../mocks/handlers/chat';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { renderApp, SEEDED } from '../../support/render-app';
import { formatDateTime } from '@/lib/format';
import { STORAGE_KEYS } from '@/lib/storage';
import { GUEST, openChat, waitForRoom, widgetDecided } from './helpers';

/** A support message as the socket carries it: a Chat conversation entry with every field spec section 3 names. */
function supportText(id: string, text: string, session = `guest:${GUEST}#1`) {
  return {
    _id: id,
    sender: 'other',
    message: { message_type: 'text' as const, payload: text },
    createdAt: new Date().toISOString(),
    session_id: session,
    userId: null,
    guestId: GUEST,
    username: null,
    name: 'Support',
    deviceToken: null,
  };
}

const payloadOf = (message: { message: object }) => (message.message as { payload?: unknown }).payload;

/** jsdom has no layout: give the chat list a geometry of 100 px per row in a 300 px view. */
function fakeListGeometry() {
  const height = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chat-list') ? this.querySelectorAll('.chat-row').length * 100 + 40 : 0;
  });
  const client = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chat-list') ? 300 : 0;
  });
  return () => {
    height.mockRestore();
    client.mockRestore();
  };
}

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.guestId, GUEST);
  setChatAgentDelay(20);
});

afterEach(() => {
  dropAllChatSockets();
});

describe('chat widget', () => {
  it('shows the floating widget with its invite only when enableChatWidget is on', async () => {
    setScenario({ enableChatWidget: true });
    const on = await renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Need help? Chat with us' }, { timeout: 5000 })).toBeInTheDocument();
    const launcher = screen.getByRole('button', { name: 'Open chat with support' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await on.user.click(launcher);
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    expect(panel).toBeVisible();
    expect(screen.getByRole('button', { name: 'Close chat' })).toHaveAttribute('aria-expanded', 'true');
    // The message box takes the focus once the panel has painted.
    await waitFor(() => expect(within(panel).getByLabelText('Message')).toHaveFocus());
    on.unmount();

    // Off: the widget's lazy chunk is loaded now, so a page that wrongly showed it would do so in the render
    // that receives the answer.
    setScenario({ enableChatWidget: false });
    const off = await renderApp('/contact');
    await screen.findByRole('heading', { name: 'Contact us' });
    await widgetDecided(off.queryClient);
    expect(screen.queryByRole('button', { name: 'Open chat with support' })).toBeNull();
  });

  it('shows the loading state until the first page of history arrives, never the empty list in between', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/chat/history', async () => {
        await held;
        return HttpResponse.json({ messages: [], total: 0 });
      }),
    );
    const { user } = await renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Attach an image or video' })).toBeEnabled());
    expect(within(panel).getByText('Loading…')).toBeInTheDocument();
    expect(within(panel).queryByRole('log')).toBeNull();
    expect(within(panel).queryByText(/No messages yet/)).toBeNull();
    answer();
    expect(await within(panel).findByText(/No messages yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('log')).toBeInTheDocument();
  });

  it('a visitor keeps a generated guest id in localStorage', async () => {
    localStorage.removeItem(STORAGE_KEYS.guestId);
    const { user } = await renderApp('/contact');
    await openChat(user);
    const id = localStorage.getItem(STORAGE_KEYS.guestId);
    expect(id).toMatch(/^guest-/);
    await waitForRoom(`customer-${id}`);
  });
});

describe('sending', () => {
  it('shows the message at once, sends it after about 0.5 s and takes createdAt from the response', async () => {
    const createdAt = '2026-04-01T03:04:05.000Z';
    const sent: { at: number; body: unknown }[] = [];
    server.use(
      http.post('*/api/chat/send-message', async ({ request }) => {
        sent.push({ at: Date.now(), body: await request.json() });
        return HttpResponse.json({ _id: 'c-1', createdAt, session_id: `guest:${GUEST}#1` });
      }),
    );
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);

    await user.type(box, 'Hello support{Enter}');
    const typedAt = Date.now();
    const list = within(panel).getByRole('log');
    expect(within(list).getByText('Hello support')).toBeInTheDocument();
    expect(within(list).getByText('Sending…')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(sent).toHaveLength(0);

    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].at - typedAt).toBeGreaterThanOrEqual(400);
    expect(sent[0].body).toMatchObject({
      sender: 'customer',
      guestId: GUEST,
      userId: null,
      message: { message_type: 'text', payload: 'Hello support' },
    });
    expect(within(list).getByText(formatDateTime(createdAt))).toBeInTheDocument();
  });

  it('Shift+Enter adds a line; a 2001-character message is refused with an alert and kept', async () => {
    const { user } = await renderApp('/contact');
    const { box } = await openChat(user);
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(box).toHaveValue('line one\nline two');

    await user.clear(box);
    fireEvent.change(box, { target: { value: 'x'.repeat(2001) } });
    await user.type(box, '{Enter}');
    expect(await screen.findByText('The message is too long. Please keep it to 2000 characters.')).toBeInTheDocument();
    expect(box).toHaveValue('x'.repeat(2001));
  });

  it('a failed message can be resent, and another removed', async () => {
    server.use(http.post('*/api/chat/send-message', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), { once: true }));
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);
    const list = within(panel).getByRole('log');

    await user.type(box, 'first try{Enter}');
    expect(await within(list).findByText('Not sent')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Resend' }));
    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    expect(within(list).queryByText('Not sent')).toBeNull();
    const stored = getDb().chats.find((c) => c.key === `guest:${GUEST}`)!;
    expect(stored.messages.filter((m) => m.sender === 'customer').map(payloadOf)).toEqual(['first try']);

    server.use(http.post('*/api/chat/send-message', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), { once: true }));
    await user.type(box, 'second try{Enter}');
    expect(await within(list).findByText('Not sent')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(within(list).queryByText('second try')).toBeNull();
    expect(within(list).getByText('first try')).toBeInTheDocument();
  });

  it('refuses unsupported and too large files with 4 s alerts, and sends an image with its upload path', async () => {
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const input = screen.getByTestId('chat-file-input');

    fireEvent.change(input, { target: { files: [new File(['x'], 'noextension', { type: 'image/png' })] } });
    expect(await screen.findByText('File is not supported')).toBeInTheDocument();

    const big = new File(['x'], 'big.PNG', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('The file is too large. Please select file no larger than 10 MB.')).toBeInTheDocument();

    // jsdom's XHR cannot carry a multipart file to the mock, so this test stands in for the upload
    // endpoint (the e2e journey uploads through the real mock); it checks what the app sends and uses.
    const uploads: string[] = [];
    server.use(
      http.post('*/api/chat/upload-image', ({ request }) => {
        uploads.push(request.headers.get('content-type') ?? '');
        return HttpResponse.json({ path: 'data:image/png;base64,iVBORw0KGgo=' });
      }),
    );
    // Node's File: a jsdom File never finishes streaming into the intercepted request.
    const png = new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'photo.PNG', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    const list = within(panel).getByRole('log');
    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    const image = within(list).getByRole('img', { name: 'photo.PNG' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data/);
    const stored = getDb().chats.find((c) => c.key === `guest:${GUEST}`)!;
    expect(stored.messages[0].message).toMatchObject({
      message_type: 'media',
      payload: { fileType: 'image', filePath: 'data:image/png;base64,iVBORw0KGgo=' },
    });
  });
});

describe('history', () => {
  it('loads 10 at a time; older messages come on scroll to the top without moving the view', async () => {
    const restore = fakeListGeometry();
    const skips: number[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/chat/history')) skips.push(((await request.clone().json()) as { skip: number }).skip);
    });
    try {
      const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      expect(await within(list).findByText('Yes, it was sent to your bank account.')).toBeInTheDocument();
      expect(within(list).getAllByRole('listitem')).toHaveLength(10);
      // the earlier session ended: the separator stands between the two sessions
      expect(within(list).getByRole('separator')).toHaveTextContent('End Conversation');

      list.scrollTop = 0;
      fireEvent.scroll(list);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
      expect(skips).toEqual([0, 10]);
      // 10 rows of 100 px were put above: the view moved down by exactly that, so nothing jumps
      expect(list.scrollTop).toBe(1000);
      expect(within(list).getByText('Question 5 about my deposit')).toBeInTheDocument();

      list.scrollTop = 0;
      fireEvent.scroll(list);
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(21));
      expect(skips).toEqual([0, 10, 20]);
      expect(within(list).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    } finally {
      server.events.removeAllListeners();
      restore();
    }
  });

  it('marks support messages read 1 s after they are seen', async () => {
    const reads: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/api/chat/read-customer')) reads.push(await request.clone().json());
    });
    try {
      const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
      const { panel } = await openChat(user);
      await within(panel).findByText('Yes, it was sent to your bank account.');
      expect(reads).toHaveLength(0);
      await waitFor(() => expect(reads).toEqual([{ userId: 'm-1001', guestId: null }]), { timeout: 2000 });
    } finally {
      server.events.removeAllListeners();
    }
  });
});

describe('realtime', () => {
  it('an incoming socket event appends a message; scrolled up it raises the unread indicator', async () => {
    const restore = fakeListGeometry();
    try {
      const { user } = await renderApp('/contact');
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      await waitForRoom(`customer-${GUEST}`);

      act(() => {
        deliverToRoom(`customer-${GUEST}`, supportText('s-1', 'Hello from support'));
      });
      expect(await within(list).findByText('Hello from support')).toBeInTheDocument();
      expect(within(panel).queryByRole('button', { name: /New messages/ })).toBeNull();

      for (let i = 2; i <= 5; i += 1) act(() => void deliverToRoom(`customer-${GUEST}`, supportText(`s-${i}`, `Filler ${i}`)));
      await within(list).findByText('Filler 5');
      // scroll up: 5 rows * 100 + 40 = 540 px of content in a 300 px view, at the top = 240 px from the bottom
      list.scrollTop = 0;
      fireEvent.scroll(list);
      // The list reads a scroll in the next animation frame; a frame asked for now runs right after it.
      await act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
      act(() => {
        deliverToRoom(`customer-${GUEST}`, supportText('s-6', 'While you were away'));
      });
      await within(list).findByText('While you were away');
      const indicator = await within(panel).findByRole('button', { name: /New messages/ });
      await user.click(indicator);
      expect(within(panel).queryByRole('button', { name: /New messages/ })).toBeNull();
    } finally {
      restore();
    }
  });

  it('the scripted agent answers over the socket, and a card button posts back', async () => {
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);

    await user.type(box, 'card{Enter}');
    expect(await within(list).findByText('Welcome bonus', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Read the terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(within(list).getByRole('button', { name: 'Claim bonus' }));
    expect(await within(list).findByText(/Your welcome bonus claim is noted/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('after a dropped socket the 5 s check rejoins and history is refetched', async () => {
    // Only the intervals are fake: the 5 s socket check runs when the test says so.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const { user } = await renderApp('/contact');
      const { panel } = await openChat(user);
      const list = within(panel).getByRole('log');
      await waitForRoom(`customer-${GUEST}`);

      dropAllChatSockets();
      await act(async () => {
        vi.advanceTimersByTime(4000);
      });
      // not yet: the check runs every 5 s
      expect(roomSize(`customer-${GUEST}`)).toBe(0);
      expect(roomSize(`customer-${GUEST}`)).toBe(0);
      // a reply stored while the socket was down only comes back through the history refetch
      const { updateDb } = await import('../../../mocks/db');
      updateDb((db) => {
        db.chats.push({ key: `guest:${GUEST}`, userId: null, guestId: GUEST, session: 1, messages: [{ ...supportText('missed-1', 'Sent while you were offline'), sender: 'other', username: null, name: 'Support', deviceToken: null, readAt: null, session_id: `guest:${GUEST}#1` }] });
      });
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      await waitForRoom(`customer-${GUEST}`);
      expect(await within(list).findByText('Sent while you were offline')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('message types', () => {
  it('renders buttons safely: unsafe web URLs (javascript:, data:) are never opened', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);
    act(() => {
      deliverToRoom(`customer-${GUEST}`, {
        ...supportText('b-1', ''),
        message: {
          message_type: 'buttons',
          payload: {
            text: 'Pick one',
            buttons: [
              { title: 'Script link', type: 'web', payload: 'javascript:alert(1)' },
              { title: 'Data link', type: 'web', payload: 'data:text/html,<script>alert(1)</script>' },
              { title: 'Safe link', type: 'web', payload: 'https://example.com/help' },
              { title: 'Call us', type: 'call', payload: '+6621234567' },
              { title: 'Say menu', type: 'message', payload: 'menu' },
            ],
          },
        },
      });
    });
    await within(list).findByText('Pick one');
    for (const [index, name] of ['Script link', 'Data link'].entries()) {
      const button = within(list).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).not.toHaveAttribute('href');
      await user.click(button);
      // Issue 16: the member who pressed it is told why nothing opened (one toast per press).
      await waitFor(() => expect(screen.getAllByText('This link is not safe, so it was not opened.')).toHaveLength(index + 1));
    }
    expect(open).not.toHaveBeenCalled();
    for (const link of within(list).queryAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^(https:|tel:)/);
    const safe = within(list).getByRole('link', { name: 'Safe link' });
    expect(safe).toHaveAttribute('href', 'https://example.com/help');
    expect(safe).toHaveAttribute('target', '_blank');
    expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+6621234567');

    await user.click(within(list).getByRole('button', { name: 'Say menu' }));
    expect(await within(list).findByText('menu')).toBeInTheDocument();
  });

  it('links only http(s) in text, and shows media, quick replies and cards', async () => {
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');
    await waitForRoom(`customer-${GUEST}`);
    const base = supportText('', '');
    act(() => {
      deliverToRoom(`customer-${GUEST}`, { ...base, _id: 't-1', message: { message_type: 'text', payload: 'Go to https://example.com/a or javascript:alert(1)' } });
      deliverToRoom(`customer-${GUEST}`, { ...base, _id: 't-2', message: { message_type: 'media', payload: { message: '', fileType: 'file', filePath: '/chat/deposit-guide.txt', fileName: 'guide.txt', url: true } } });
      deliverToRoom(`customer-${GUEST}`, { ...base, _id: 't-3', message: { message_type: 'media', payload: { message: '', fileType: 'video', filePath: '/chat/sample.mp4', fileName: 'clip.mp4', url: true } } });
      deliverToRoom(`customer-${GUEST}`, { ...base, _id: 't-4', message: { message_type: 'quick_replies', payload: { text: 'Quick?', quick_replies: [{ title: 'Yes', type: 'message', payload: 'Yes' }] } } });
    });
    const link = await within(list).findByRole('link', { name: 'https://example.com/a' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(list).getByText(/javascript:alert\(1\)/).closest('a')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Download guide.txt' })).toHaveAttribute('download', 'guide.txt');
    expect(list.querySelector('video')).toHaveAttribute('src', '/chat/sample.mp4');
    await user.click(within(list).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(within(list).getAllByText('Yes').length).toBeGreaterThan(1));
  });
});
