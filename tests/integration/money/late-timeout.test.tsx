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

/**
 * Issue 16 item 6: the late-processed timeout. The server carries a withdrawal out after the client has
 * given up waiting (here 10 ms instead of 60 s, see fault-support.ts). The member is told it may have gone
 * through, the wallet and statement load again, and withdrawing the same amount again from the modal opened
 * again (the same intent, the same Idempotency-Key) gets the first answer: the money moves once.
 */

registerFaultMatrixHooks(() => [import('@/app/routes/member-home'), import('@/app/routes/statement')]);

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/** The member opens the withdraw modal again and withdraws the same 150: the same intent. */
async function withdrawAgain(user: UserEvent): Promise<void> {
  await quickAction(user, 'Withdraw');
  const again = await dialogNamed('Withdraw');
  await within(again).findByText('From 100.00 to 50,000.00 baht');
  await user.type(within(again).getByLabelText('Amount to withdraw (baht)'), '150');
  await actAndConfirm(user, again, 'Withdraw');
  await dialogNamed('Success');
}

describe('a money call that times out', () => {
  it('says it may have gone through, reloads the wallet and statement, and its retry moves nothing twice', async () => {
    const { user, queryClient } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    await screen.findByRole('heading', { name: 'Statement' }, SLOW);
    await waitFor(() => expect(queryClient.getQueryState(keyOf(statement.list, 1))?.status).toBe('success'));
    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Home' }));
    await totalBalanceText();
    await quickAction(user, 'Withdraw');
    const dialog = await dialogNamed('Withdraw');
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');

    // The server holds the call 300 ms, then carries it out; the client gives up after 10 ms.
    addFault({ endpoint: 'POST /api/wallet/withdraw', kind: 'delay', delayMs: 300, once: true });
    armClientTimeout('POST /api/wallet/withdraw');
    const sent: string[] = [];
    onRequestStart(({ request }) => {
      sent.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Idempotency-Key') ?? ''}`.trim(),
      );
    });
    await actAndConfirm(user, dialog, 'Withdraw');
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' }, SLOW);
    expect(error).toHaveTextContent(UNCERTAIN_TEXT);
    expect(error).not.toHaveTextContent('The server took too long to answer');
    // What shows the money loads again: the wallet now, the statement (not on screen) when next shown.
    await waitFor(() => expect(sent.filter((line) => line === 'GET /api/wallet')).not.toHaveLength(0));
    expect(queryClient.getQueryState(keyOf(statement.list, 1))?.isInvalidated).toBe(true);

    // Meanwhile the server has carried the withdrawal out.
    await waitFor(() => expect(member().wallet).toBe(850));
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).not.toBeInTheDocument());

    // The modal closed with the error dialog (spec section 4). The member opens it again and withdraws the same
    // amount: the same key, the first answer, no second withdrawal.
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument();
    await withdrawAgain(user);
    const withdrawals = sent.filter((line) => line.startsWith('POST /api/wallet/withdraw'));
    expect(withdrawals).toHaveLength(2);
    expect(withdrawals[1]).toBe(withdrawals[0]);
    expect(member().wallet).toBe(850);
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('after a reload, says the withdrawal may still be carried out, and the same withdrawal again moves money once', async () => {
    const first = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    await quickAction(first.user, 'Withdraw');
    const dialog = await dialogNamed('Withdraw');
    await first.user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    addFault({ endpoint: 'POST /api/wallet/withdraw', kind: 'delay', delayMs: 300, once: true });
    armClientTimeout('POST /api/wallet/withdraw');
    const keys: string[] = [];
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/wallet/withdraw') keys.push(request.headers.get('Idempotency-Key')!);
    });
    await actAndConfirm(first.user, dialog, 'Withdraw');
    await screen.findByRole('dialog', { name: 'Something went wrong' }, SLOW);
    await waitFor(() => expect(member().wallet).toBe(850));

    // The member reloads the page: a new app in the same tab, the same session.
    first.unmount();
    const { user } = await renderApp('/user/home');
    await totalBalanceText();
    expect(await screen.findByText(/A withdrawal of 150\.00 baht sent at .* may still be carried out/)).toBeVisible();
    await withdrawAgain(user);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(member().wallet).toBe(850);
    expect(getDb().withdrawals).toHaveLength(1);
  });
});
