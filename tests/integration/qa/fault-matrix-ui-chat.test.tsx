import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { getDb } from '@mocks/db';
import { setChatAgentDelay } from '@mocks/handlers/chat';
import { memberByPhone, registerFaultMatrixHooks, ROW_TIMEOUT, runActionRow, SLOW, type Row } from './fault-ui-support';

/**
 * Issue 10 item 6, in the app, for the chat send: the member types a message; each of the four
 * faults on POST /api/chat/send-message marks it "Not sent" and shows a red alert with the
 * fault's text (spec sections 4 and 8), the text stays in the list (the box is emptied on send by
 * design), and Resend sends it again; the clean resend stores it once. Kept apart from the other
 * rows: chat is its own lazy widget.
 */

const TEXT = 'fault matrix hello';
const panel = () => screen.getByRole('dialog', { name: 'Chat with support' });
const log = () => within(panel()).getByRole('log');
const stored = () =>
  (getDb().chats ?? [])
    .flatMap((conversation) => conversation.messages)
    .filter(
      (message) => message.sender === 'customer' && 'payload' in message.message && message.message.payload === TEXT,
    );

const ROW: Row = {
  endpoint: 'POST /api/chat/send-message',
  behaviour: 'alert',
  path: '/user/contact',
  member: true,
  open: async (user) => {
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, SLOW));
    const chat = await screen.findByRole('dialog', { name: 'Chat with support' }, SLOW);
    await waitFor(
      () => expect(within(chat).getByRole('button', { name: 'Attach an image or video' })).toBeEnabled(),
      SLOW,
    );
    await within(chat).findByRole('log', {}, SLOW);
    return { fields: [], values: [] };
  },
  // The first try is the typed message; the next ones are Resend on it.
  trigger: async (user) => {
    const resend = within(log()).queryByRole('button', { name: 'Resend' });
    if (resend) await user.click(resend);
    else await user.type(within(panel()).getByLabelText('Message'), `${TEXT}{Enter}`);
  },
  afterFault: async () => {
    // The message is kept, once, marked failed, with Resend and Remove.
    await waitFor(() => expect(within(log()).getByText('Not sent')).toBeInTheDocument());
    expect(within(log()).getAllByText(TEXT)).toHaveLength(1);
    expect(within(log()).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
    expect(stored()).toEqual([]);
  },
  succeeded: async () => {
    expect(await within(log()).findByText('· Delivered', {}, SLOW)).toBeInTheDocument();
    expect(within(log()).queryByText('Not sent')).not.toBeInTheDocument();
    expect(within(log()).getAllByText(TEXT)).toHaveLength(1);
    expect(stored().map((message) => message.userId)).toEqual([memberByPhone()._id]);
  },
};

registerFaultMatrixHooks(() => [import('@/app/routes/member-contact')]);
beforeEach(() => setChatAgentDelay(20));
afterEach(() => dropAllChatSockets());

describe('fault matrix in the app, chat send: four faults, then a resend', () => {
  it(ROW.endpoint, () => runActionRow(ROW), ROW_TIMEOUT);
});
