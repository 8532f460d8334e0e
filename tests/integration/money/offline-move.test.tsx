import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, totalBalanceText } from '@tests/integration/wallet/helpers';
import { dialogNamed, quickAction, SLOW } from '@tests/integration/qa/fault-ui-support';
import { recordRequests } from '@tests/support/request-events';

/**
 * Issue 53 item 6: while the browser is offline, Confirm sends nothing and says so in the move, which stays as
 * typed; nothing reads "may have gone through" or blames the server. When the network comes back, nothing goes
 * out by itself (TanStack Query would resume a paused mutation): only the member's Try again sends it.
 */

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

const OFFLINE_TEXT =
  'Your phone is offline, so nothing was sent and no money moved. What you entered is kept here: send it again once you are back online.';

describe('a withdrawal confirmed while the phone is offline', () => {
  it('is held, in words, and sent only when the member taps Try again', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    await quickAction(user, 'Withdraw');
    const dialog = await dialogNamed('Withdraw');
    await within(dialog).findByText('From 100.00 to 50,000.00 baht');
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    const requests = recordRequests();
    setOnline(false);
    await actAndConfirm(user, dialog, 'Withdraw');

    const held = await within(dialog).findByRole('alert', {}, SLOW);
    expect(held).toHaveTextContent(OFFLINE_TEXT);
    expect(held).not.toHaveTextContent(/may have gone through|server/i);
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(requests.filter((r) => r === 'POST /api/wallet/withdraw')).toEqual([]);

    // The network comes back: nothing is sent behind the member's back.
    setOnline(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests.filter((r) => r === 'POST /api/wallet/withdraw')).toEqual([]);
    expect(getDb().withdrawals).toHaveLength(0);

    await user.click(within(held).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'In progress' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(getDb().withdrawals).toHaveLength(1));
    expect(requests.filter((r) => r === 'POST /api/wallet/withdraw')).toHaveLength(1);
  });
});
