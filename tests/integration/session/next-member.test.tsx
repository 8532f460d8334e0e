import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { quietRefresh, walletShows } from '@tests/support/home-tiles';
import { onRequestStart } from '@tests/support/request-events';
import { actAndConfirm, agreementSeen } from '@tests/integration/wallet/helpers';
import { dialogNamed, quickAction, SLOW, UNCERTAIN_TEXT } from '@tests/integration/qa/fault-ui-support';

/**
 * Logout ends the member's world in the tab: member A leaves a withdrawal that may have gone through (its intent
 * kept, by A, for A's next login) and A's figures cached; A logs out and member B logs in on the same tab. B sees
 * B's name and money from the first paint, no notice of A's, and B's withdrawal of the same amount goes out
 * with a key of its own. The kept intent is still A's: A, back, is told of it again.
 */

const A = { ...SEEDED.member, name: 'Somchai Jaidee', wallet: '1,000.00 baht' };
const B = { ...SEEDED.ktbMember, name: 'สมหญิง ใจงาม', wallet: '250.00 baht' };
const A_NOTICE = /A withdrawal of 150\.00 baht sent at .* may still be carried out/;

beforeEach(() => {
  agreementSeen();
  quietRefresh();
});

/** The Idempotency-Key of every withdrawal that reaches the mock from now on. */
function withdrawalKeys(): string[] {
  const keys: string[] = [];
  onRequestStart(({ request }) => {
    if (new URL(request.url).pathname === '/api/wallet/withdraw') keys.push(request.headers.get('Idempotency-Key')!);
  });
  return keys;
}

async function withdraw150(user: UserEvent): Promise<HTMLElement> {
  await quickAction(user, 'Withdraw');
  const dialog = await dialogNamed('Withdraw');
  await within(dialog).findByText('From 100.00 to 50,000.00 baht');
  await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
  await actAndConfirm(user, dialog, 'Withdraw');
  return dialog;
}

async function logOut(user: UserEvent, router: Parameters<typeof currentPath>[0]): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Log out' }));
  await user.click(within(await dialogNamed('Log out?')).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(currentPath(router)).toBe('/login'));
}

async function logIn(user: UserEvent, member: { phone: string; password: string }): Promise<void> {
  await user.type(await screen.findByLabelText('Phone number'), member.phone);
  await user.type(screen.getByLabelText('Password'), member.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

/** The greeting home shows first once it has a wallet to show: whose wallet the page read. */
const firstGreeting = async () => (await screen.findByText(/^Hello, /, {}, SLOW)).textContent;

describe('the next member on the same tab', () => {
  it('reads nothing of the member who logged out: name, money, notices and keys are their own', async () => {
    const { user, router } = await renderApp('/user/home', { as: A.phone });
    expect(await firstGreeting()).toBe(`Hello, ${A.name}`);
    await walletShows(A.wallet);
    const keys = withdrawalKeys();
    // A's withdrawal gets no answer: it may have gone through, and its intent is kept for A.
    server.use(http.post('*/api/wallet/withdraw', () => HttpResponse.error(), { once: true }));
    const dialog = await withdraw150(user);
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(UNCERTAIN_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument());

    await logOut(user, router);
    await logIn(user, B);
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
    // From the first paint: B's name and money, never A's cached ones, and no word of A's withdrawal.
    expect(await firstGreeting()).toBe(`Hello, ${B.name}`);
    await walletShows(B.wallet);
    expect(screen.queryByText(A_NOTICE)).not.toBeInTheDocument();

    // B's withdrawal of the same 150 is B's own move: a new key, answered as a new request.
    await withdraw150(user);
    expect(await dialogNamed('In progress')).toHaveTextContent('Please wait for the transfer to your bank account.');
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await walletShows('100.00 baht');

    // The kept intent was A's all along: A, back on this tab, is told of it again.
    await user.click(within(await dialogNamed('In progress')).getByRole('button', { name: 'OK' }));
    await logOut(user, router);
    await logIn(user, A);
    expect(await firstGreeting()).toBe(`Hello, ${A.name}`);
    expect(await screen.findByText(A_NOTICE, {}, SLOW)).toBeVisible();
  });
});
