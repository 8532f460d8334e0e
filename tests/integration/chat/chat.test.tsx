import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderApp } from '@tests/support/render-app';
import { formatDateTime } from '@/lib/format';
import { STORAGE_KEYS } from '@/lib/storage';
import { GUEST, openChat, payloadOf, waitForRoom, widgetDecided, setUpChatGuest } from './helpers';

setUpChatGuest();

describe('chat widget', () => {
  it('shows the floating widget with its invite only when enableChatWidget is on', async () => {
    setScenario({ enableChatWidget: true });
    const on = await renderApp('/contact');
    expect(
      await screen.findByRole('button', { name: 'Need help? Chat with us' }, { timeout: 5000 }),
    ).toBeInTheDocument();
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
  // The 0.5 s itself (spec section 9) is pinned to the millisecond with fake timers in
  // tests/unit/chat/sending-hooks.test.ts; measured here in real time it failed on a busy machine (397 ms).
  it('shows the message at once, sends it after the delay and takes createdAt from the response', async () => {
    const createdAt = '2026-04-01T03:04:05.000Z';
    const sent: { body: unknown }[] = [];
    server.use(
      http.post('*/api/chat/send-message', async ({ request }) => {
        sent.push({ body: await request.json() });
        return HttpResponse.json({ _id: 'c-1', createdAt, session_id: `guest:${GUEST}#1` });
      }),
    );
    const { user } = await renderApp('/contact');
    const { panel, box } = await openChat(user);

    await user.type(box, 'Hello support{Enter}');
    const list = within(panel).getByRole('log');
    expect(within(list).getByText('Hello support')).toBeInTheDocument();
    expect(within(list).getByText('Sending…')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(sent).toHaveLength(0);

    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
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
    server.use(
      http.post(
        '*/api/chat/send-message',
        () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
        { once: true },
      ),
    );
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

    server.use(
      http.post(
        '*/api/chat/send-message',
        () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }),
        { once: true },
      ),
    );
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
    expect(
      await screen.findByText('The file is too large. Please select file no larger than 10 MB.'),
    ).toBeInTheDocument();

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
