import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropAllChatSockets, roomSize } from '@mocks/chat-socket';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import { server } from '@mocks/node';
import { renderApp } from '@tests/support/render-app';
import en from '@/locales/en.json';
import { STORAGE_KEYS } from '@/lib/storage';
import { GUEST, waitForRoom } from './helpers';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.guestId, GUEST);
  setChatAgentDelay(20);
});

afterEach(() => {
  dropAllChatSockets();
});

describe('chat config failure', () => {
  // Spec section 7 / issue 17: after GET /api/chat/config fails, Try again asks for the config again and the
  // socket comes up.
  it('Try again asks for the config again, the socket joins the room and the member can send', async () => {
    server.use(
      http.get('*/api/chat/config', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });

    const failure = await within(panel).findByRole('alert');
    expect(failure).toHaveTextContent(en.errors.INTERNAL_SERVER_ERROR);
    const attach = within(panel).getByRole('button', { name: 'Attach an image or video' });
    expect(attach).toBeDisabled();
    expect(roomSize(`customer-${GUEST}`)).toBe(0);

    await user.click(within(failure).getByRole('button', { name: en.common.retry }));
    await waitForRoom(`customer-${GUEST}`);
    await waitFor(() => expect(attach).toBeEnabled());
    expect(within(panel).queryByRole('alert')).toBeNull();

    await user.type(within(panel).getByLabelText('Message'), 'Hello after retry{Enter}');
    const list = within(panel).getByRole('log');
    expect(await within(list).findByText('· Delivered')).toBeInTheDocument();
    expect(within(list).getByText('Hello after retry')).toBeInTheDocument();
  });
});
