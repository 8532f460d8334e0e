import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { addFault } from '@mocks/qa/faults';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, totalBalanceText } from '@tests/integration/wallet/helpers';
import { armClientTimeout } from '@tests/integration/qa/fault-support';
import {
  dialogNamed,
  quickAction,
  registerFaultMatrixHooks,
  SLOW,
  UNCERTAIN_TEXT,
} from '@tests/integration/qa/fault-ui-support';
import { keyOf } from '@/contract/endpoint';
import { statement } from '@/contract/statement';
import { onRequestStart } from '@tests/support/request-events';
import { forgetIntentsInMemory } from '@/lib/kept-intents';
import { clearSession } from '@/lib/session';

/**
 * Issue 16 item 6, issue 40 items 2, 5 and 7: the late-processed timeout. The server carries a withdrawal out
 * after the client has given up waiting (here 10 ms instead of 60 s, see fault-support.ts). The form stays as
 * typed and says it may have gone through, the wallet and statement load again, and Try again (or the same
 * amount again, after a reload or the same member's next login: the same intent, the same Idempotency-Key) gets
 * the first answer, shown as that earlier withdrawal, never as a new success: the money moves once.
 */

registerFaultMatrixHooks(() => [import('@/app/routes/member-home'), import('@/app/routes/statement')]);

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/** The answer to the withdrawal of 150 sent first: that earlier move, not a new success. */
const EARLIER = /This answers your withdrawal of 150\.00 baht sent at .*: it was carried out once/;

/** The member opens the withdraw modal again and withdraws the same 150: the same intent, answered as the first. */
async function withdrawAgain(user: UserEvent): Promise<void> {
  await quickAction(user, 'Withdraw');
  const again = await dialogNamed('Withdraw');
  await within(again).findByText('From 100.00 to 50,000.00 baht');
  await user.type(within(again).getByLabelText('Amount to withdraw (baht)'), '150');
  await actAndConfirm(user, again, 'Withdraw');
  expect(await dialogNamed('Your earlier request')).toHaveTextContent(EARLIER);
  expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
}

/** Home with the withdraw modal open and 150 typed, the server to carry the withdrawal out after the client gives up. */
async function withdrawWithLateAnswer(user: UserEvent): Promise<HTMLElement> {
  await totalBalanceText();
  await quickAction(user, 'Withdraw');
  const dialog = await dialogNamed('Withdraw');
  await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
  // The server holds the call 300 ms, then carries it out; the client gives up after 10 ms.
  addFault({ endpoint: 'POST /api/wallet/withdraw', kind: 'delay', delayMs: 300, once: true });
  armClientTimeout('POST /api/wallet/withdraw');
  return dialog;
}

const withdrawalKeys = () => {
  const keys: string[] = [];
  onRequestStart(({ request }) => {
    if (new URL(request.url).pathname === '/api/wallet/withdraw') keys.push(request.headers.get('Idempotency-Key')!);
  });
  return keys;
};

describe('a money call that times out', () => {
  it('keeps the form, says it may have gone through, reloads the money; Try again moves nothing twice', async () => {
    const { user, queryClient } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Statement' }, SLOW);
    await waitFor(() => expect(queryClient.getQueryState(keyOf(statement.list, 1))?.status).toBe('success'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Home' }));
    const dialog = await withdrawWithLateAnswer(user);
    const sent: string[] = [];
    onRequestStart(({ request }) => {
      sent.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Idempotency-Key') ?? ''}`.trim(),
      );
    });
    await actAndConfirm(user, dialog, 'Withdraw');
    const failed = await within(dialog).findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent(UNCERTAIN_TEXT);
    expect(failed).not.toHaveTextContent('The server took too long to answer');
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(within(failed).getByRole('button', { name: 'Try again' })).toHaveFocus();
    // What shows the money loads again: the wallet and the statement (home's moves under way read its first page).
    await waitFor(() => expect(sent.filter((line) => line === 'GET /api/wallet')).not.toHaveLength(0));
    await waitFor(() => expect(sent).toContain('POST /api/statement'));

    // Meanwhile the server has carried the withdrawal out. Try again sends the same key and gets the first answer.
    await waitFor(() => expect(member().wallet).toBe(850));
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await dialogNamed('Your earlier request')).toHaveTextContent(EARLIER);
    const withdrawals = sent.filter((line) => line.startsWith('POST /api/wallet/withdraw'));
    expect(withdrawals).toHaveLength(2);
    expect(withdrawals[1]).toBe(withdrawals[0]);
    expect(member().wallet).toBe(850);
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('a second withdrawal of the same amount, sent on purpose, reads as the earlier one (item 5)', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const dialog = await withdrawWithLateAnswer(user);
    const keys = withdrawalKeys();
    await actAndConfirm(user, dialog, 'Withdraw');
    await within(dialog).findByRole('alert', {}, SLOW);
    await waitFor(() => expect(member().wallet).toBe(850));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument());
    await withdrawAgain(user);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('the same member logging in again after the session expired keeps the intent and its notice (item 2)', async () => {
    const first = await renderApp('/user/home', { as: SEEDED.member.phone });
    const dialog = await withdrawWithLateAnswer(first.user);
    const keys = withdrawalKeys();
    await actAndConfirm(first.user, dialog, 'Withdraw');
    await within(dialog).findByRole('alert', {}, SLOW);
    await waitFor(() => expect(member().wallet).toBe(850));

    // The session expires; the member logs in again (a new token) on a page loaded afresh.
    first.unmount();
    clearSession();
    forgetIntentsInMemory();
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    expect(
      await screen.findByText(/Your withdrawal of 150\.00 baht sent at .* reached us and is on its way/),
    ).toBeVisible();
    expect(screen.queryByText(/may still be carried out/)).not.toBeInTheDocument();
    await withdrawAgain(user);
    expect(keys).toEqual([keys[0], keys[0]]);
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('after a reload, says the withdrawal reached us (the statement has it), and the same again moves money once', async () => {
    const first = await renderApp('/user/home', { as: SEEDED.member.phone });
    const dialog = await withdrawWithLateAnswer(first.user);
    const keys = withdrawalKeys();
    await actAndConfirm(first.user, dialog, 'Withdraw');
    await within(dialog).findByRole('alert', {}, SLOW);
    await waitFor(() => expect(member().wallet).toBe(850));

    // The member reloads the page: a new app in the same tab, the same session.
    first.unmount();
    forgetIntentsInMemory();
    const { user } = await renderApp('/user/home');
    await totalBalanceText();
    expect(
      await screen.findByText(/Your withdrawal of 150\.00 baht sent at .* reached us and is on its way/),
    ).toBeVisible();
    expect(screen.queryByText(/may still be carried out/)).not.toBeInTheDocument();
    await withdrawAgain(user);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(member().wallet).toBe(850);
    expect(getDb().withdrawals).toHaveLength(1);
  });
});
