import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { addFault } from '@mocks/qa/faults';
import { renderApp, SEEDED } from '@tests/support/render-app';

/**
 * Issue 16 item 5: a member whose wallet cannot be read stays a member in chat. The panel says what failed
 * and offers a retry; it never loads or sends the conversation under a guest id.
 */

afterEach(() => {
  dropAllChatSockets();
});

describe('chat identity of a member', () => {
  it('a failing wallet call shows a retry instead of turning the member into a guest', async () => {
    addFault({ endpoint: 'GET /api/wallet', kind: 'http500', once: true });
    const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, { timeout: 5000 }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });

    const failed = await within(panel).findByRole('alert');
    expect(failed).toHaveTextContent('A server error occurred. Please try again later.');
    // no history, not even a guest's: the panel waits for the member's identity
    expect(within(panel).queryByRole('log')).toBeNull();

    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const history = await within(panel).findByRole('log');
    // the member's own conversation (seeded for m-1001), which a guest never sees
    expect(await within(history).findByText('Yes, it was sent to your bank account.')).toBeInTheDocument();
    expect(within(history).getByText('Hello again, is my withdrawal done?')).toBeInTheDocument();
  });
});
