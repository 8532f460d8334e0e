import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { addFault, type Fault } from '@mocks/qa/faults';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, totalBalanceText } from '@tests/integration/wallet/helpers';
import {
  dialogNamed,
  quickAction,
  registerFaultMatrixHooks,
  SLOW,
  UNCERTAIN_TEXT,
} from '@tests/integration/qa/fault-ui-support';
import { onRequestStart } from '@tests/support/request-events';
import { setScenario } from '@mocks/scenarios';
import { renderDeposit } from '@tests/integration/deposit/render-deposit';

/**
 * Issue 53 items 1, 2 and 12: the backend carries a withdrawal of 150 out, and its answer is lost on the way back
 * (the QA fault `lost`): a proxy answers with its own page of some status, or the connection drops. Only the API's
 * own refusal says nothing moved; this says the money may have gone through, keeps the form, and Try again sends
 * the same key. The backend answers that key with its first answer, marked Idempotent-Replayed: the screen and
 * the receipt show that earlier withdrawal, never a new one. The money moves once.
 */

registerFaultMatrixHooks(() => [import('@/app/routes/member-home')]);

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/** The answer to the withdrawal of 150 sent first, written out as the member reads it (en). */
const EARLIER = /This answers your withdrawal of 150\.00 baht sent at .*: it was carried out once/;

async function withdraw150(user: UserEvent): Promise<HTMLElement> {
  await totalBalanceText();
  await quickAction(user, 'Withdraw');
  const dialog = await dialogNamed('Withdraw');
  await within(dialog).findByText('From 100.00 to 50,000.00 baht');
  await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
  return dialog;
}

function withdrawalKeys(): string[] {
  const keys: string[] = [];
  onRequestStart(({ request }) => {
    if (new URL(request.url).pathname === '/api/wallet/withdraw') keys.push(request.headers.get('Idempotency-Key')!);
  });
  return keys;
}

describe('a withdrawal whose answer got lost after the backend carried it out', () => {
  // The proxy-status table of issue 53: how each lost answer reads, and how many withdrawals it makes.
  it.each<[string, Omit<Fault, 'id' | 'endpoint' | 'once'>, number]>([
    ["a proxy's HTML 500 after the backend ran", { kind: 'lost', status: 500 }, 850],
    ["nginx's 502 after the backend ran", { kind: 'lost', status: 502 }, 850],
    ["nginx's 503 after the backend ran", { kind: 'lost', status: 503 }, 850],
    ["nginx's 504 after the backend ran", { kind: 'lost', status: 504 }, 850],
    ["a CDN's 524 after the backend ran", { kind: 'lost', status: 524 }, 850],
    ['an HTML page with 200 after the backend ran', { kind: 'lost', status: 200 }, 850],
    ['a connection dropped after the backend ran', { kind: 'lost', status: 0 }, 850],
    ['a connection dropped before the backend', { kind: 'network' }, 1000],
  ])('%s reads "may have gone through"; Try again gets the earlier withdrawal, once', async (_case, fault, after) => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const dialog = await withdraw150(user);
    const keys = withdrawalKeys();
    addFault({ endpoint: 'POST /api/wallet/withdraw', ...fault, once: true });
    await actAndConfirm(user, dialog, 'Withdraw');

    const failed = await within(dialog).findByRole('alert', {}, SLOW);
    expect(failed).toHaveTextContent(UNCERTAIN_TEXT);
    expect(failed).not.toHaveTextContent('No money was moved');
    expect(failed).not.toHaveTextContent('Something went wrong');
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    // The backend carried it out (or, dropped before it, did not).
    expect(member().wallet).toBe(after);

    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    const earlier = await dialogNamed('Your earlier request');
    expect(earlier).toHaveTextContent(EARLIER);
    // The receipt says it too: the answer is that request's.
    expect(earlier).toHaveTextContent(/Answersyour request sent at .*, not a new one/);
    expect(screen.queryByRole('dialog', { name: /Success|In progress/ })).not.toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(getDb().withdrawals).toHaveLength(1);
    await waitFor(() => expect(member().wallet).toBe(850));
  });
});

describe('a gift link whose answer got lost after the backend credited it', () => {
  it('sent again, the same link goes with the same key and reads as the earlier deposit, credited once', async () => {
    setScenario({ walletMode: 'GIFT_LINK' });
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Card wallet' }));
    const send = await within(dialog).findByRole('button', { name: 'Send gift link' });
    await user.type(
      within(dialog).getByLabelText('Gift link'),
      'https://gift.truemoney.com/campaign/?v=75giftvoucher01',
    );
    const keys: string[] = [];
    onRequestStart(({ request }) => {
      if (new URL(request.url).pathname === '/api/wallet/truelink') keys.push(request.headers.get('Idempotency-Key')!);
    });
    addFault({ endpoint: 'POST /api/wallet/truelink', kind: 'lost', status: 502, once: true });
    await user.click(send);
    expect(await screen.findByText(UNCERTAIN_TEXT, {}, SLOW)).toBeInTheDocument();
    expect(member().wallet).toBe(1075);

    // The link is still in the field (it is encrypted afresh on each send: the intent is the link, not its text).
    await user.click(send);
    const earlier = await dialogNamed('Your earlier request');
    expect(earlier).toHaveTextContent(/This answers your request sent at .*: it was carried out once/);
    expect(earlier).toHaveTextContent(/Answersyour request sent at .*, not a new one/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(member().wallet).toBe(1075);
  });
});
