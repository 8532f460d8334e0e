import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { getDb } from '@mocks/db';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import { server } from '@mocks/node';
import { renderApp } from '@tests/support/render-app';
import en from '@/locales/en.json';
import { STORAGE_KEYS } from '@/lib/storage';
import { GUEST, openChat } from './helpers';

// Spec section 4 "Chat message": "Delivery: uploading_file, sending, failed, succeed; failed media can be
// resent or removed."

const SERVER_PATH = 'data:image/png;base64,iVBORw0KGgo=';

/** jsdom's XHR cannot carry a multipart file to the mock: this stands in for the upload endpoint. */
function uploadEndpoint(failures: number) {
  const calls: string[] = [];
  server.use(
    http.post('*/api/chat/upload-image', () => {
      calls.push('upload');
      if (calls.length <= failures) return HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 });
      return HttpResponse.json({ path: SERVER_PATH });
    }),
  );
  return calls;
}

// Node's File: a jsdom File never finishes streaming into the intercepted request.
const png = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type: 'image/png' });

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.guestId, GUEST);
  setChatAgentDelay(20);
});

afterEach(() => dropAllChatSockets());

describe('failed media', () => {
  it('an image whose upload failed offers Resend and Remove; Resend uploads it again and delivers it', async () => {
    const uploads = uploadEndpoint(1);
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');

    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [png('first.png')] } });
    expect(await within(list).findByText(en.chat.status.failed)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: en.chat.remove })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: en.chat.resend }));
    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    expect(uploads).toHaveLength(2);
    expect(within(list).queryByText(en.chat.status.failed)).toBeNull();
    expect(within(list).getByRole('img', { name: 'first.png' })).toHaveAttribute('src', SERVER_PATH);
    const stored = getDb().chats.find((c) => c.key === `guest:${GUEST}`)!;
    expect(stored.messages.filter((m) => m.sender === 'customer').map((m) => m.message)).toEqual([
      expect.objectContaining({
        message_type: 'media',
        payload: expect.objectContaining({ filePath: SERVER_PATH }) as unknown,
      }),
    ]);
  });

  it('Remove takes a failed image out of the list and sends nothing', async () => {
    const uploads = uploadEndpoint(1);
    const { user } = await renderApp('/contact');
    const { panel } = await openChat(user);
    const list = within(panel).getByRole('log');
    const rowsBefore = list.querySelectorAll('.chat-row').length;

    fireEvent.change(screen.getByTestId('chat-file-input'), { target: { files: [png('second.png')] } });
    expect(await within(list).findByText(en.chat.status.failed)).toBeInTheDocument();
    expect(list.querySelectorAll('.chat-row')).toHaveLength(rowsBefore + 1);

    await user.click(within(list).getByRole('button', { name: en.chat.remove }));
    expect(within(list).queryByText(en.chat.status.failed)).toBeNull();
    expect(within(list).queryByRole('button', { name: en.chat.resend })).toBeNull();
    expect(list.querySelectorAll('.chat-row')).toHaveLength(rowsBefore);
    expect(uploads).toHaveLength(1);
    expect(
      (getDb().chats.find((c) => c.key === `guest:${GUEST}`)?.messages ?? []).filter((m) => m.sender === 'customer'),
    ).toEqual([]);
  });
});
