import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { forgetBalancesHiddenInMemory } from '@/features/wallet/balance-visibility';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

beforeEach(() => {
  agreementSeen();
  // No play drift: the seeded balances show as they are.
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

/** An amount as the member reads one: digits, a point and two decimals (counts and times have none). */
const AMOUNT = /\d\.\d\d/;
const header = () => screen.getByRole('region', { name: 'Wallet' });
const eye = () => within(header()).getByRole('button', { name: 'Hide balance' });
const total = () => within(header()).getByRole('status', { name: 'Total balance' });
const gameCards = () =>
  ['Slots', 'Sport and casino', 'Lotto'].flatMap((row) =>
    within(screen.getByRole('region', { name: row })).getAllByRole('button'),
  );

function expectHidden(): void {
  expect(eye()).toHaveAttribute('aria-pressed', 'true');
  // Total, what can be withdrawn and the referral bonus: the mask with the currency, "Hidden" for a screen reader.
  expect(header().textContent).not.toMatch(AMOUNT);
  expect(within(total()).getByText('•••••• baht')).toHaveAttribute('aria-hidden', 'true');
  expect(within(total()).getByText('Hidden')).toBeInTheDocument();
  expect(within(header()).getByText('Can be withdrawn').nextElementSibling).toHaveTextContent('Wallet •••••• baht');
  for (const card of gameCards()) expect(card.textContent).not.toMatch(AMOUNT);
  expect(gameCards().filter((card) => card.textContent?.includes('Hidden'))).not.toHaveLength(0);
}

describe('hide balance (the eye on home)', () => {
  it('hides every balance of home, announced, remembered on the device, and shows them again', async () => {
    const first = await renderHome({ as: SEEDED.member.phone });
    expect(await totalBalanceText()).toBe('1,485.75 baht');
    // The game accounts take the wallet's answer in the pass after the balance's (src/app/routes/member-home.tsx).
    await screen.findByRole('region', { name: 'Slots' });
    expect(within(header()).getByText('Can be withdrawn').nextElementSibling).toHaveTextContent('Wallet 1,000.00 baht');
    expect(eye()).toHaveAttribute('aria-pressed', 'false');

    await first.user.click(eye());
    expectHidden();
    expect(within(header()).getByRole('status', { name: '' })).toHaveTextContent('Balances hidden');

    // The next visit on this device opens hidden: a page load starts with nothing in memory.
    first.unmount();
    forgetBalancesHiddenInMemory();
    const again = await renderHome({ as: SEEDED.member.phone });
    await waitFor(() => expect(total()).toHaveTextContent('Hidden'));
    await screen.findByRole('region', { name: 'Slots' });
    expectHidden();

    await again.user.click(eye());
    expect(eye()).toHaveAttribute('aria-pressed', 'false');
    expect(within(header()).getByRole('status', { name: '' })).toHaveTextContent('Balances shown');
    expect(total()).toHaveTextContent('1,485.75 baht');
    expect(within(header()).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    expect(gameCards().filter((card) => AMOUNT.test(card.textContent ?? ''))).not.toHaveLength(0);
  });

  it('hidden: the withdraw dialog masks the balances, the amount being withdrawn stays visible on review', async () => {
    localStorage.setItem('hide-balances', 'hidden');
    const { user } = await renderHome({ as: SEEDED.member.phone });
    await waitFor(() => expect(total()).toHaveTextContent('Hidden'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: 'Withdraw' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText('From 100.00 to 50,000.00 baht');
    expect(within(dialog).getByText('Wallet balance').nextElementSibling).toHaveTextContent('Hidden');
    expect(within(dialog).getByText('Total balance').nextElementSibling).toHaveTextContent('Hidden');
    expect(dialog).not.toHaveTextContent('1,000.00');

    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const review = await within(dialog).findByRole('region', { name: 'Check your withdrawal' });
    expect(review).toHaveTextContent('150.00 baht');
  });

  it('hidden: the transfer selects name the accounts without balances; a game dialog masks its balance', async () => {
    localStorage.setItem('hide-balances', 'hidden');
    const { user } = await renderHome({ as: SEEDED.member.phone });
    await waitFor(() => expect(total()).toHaveTextContent('Hidden'));
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer' });
    const from = within(transfer).getByLabelText('From');
    await waitFor(() => expect(within(from).getByRole('option', { name: 'Wallet' })).toBeInTheDocument());
    expect(within(from).getByRole('option', { name: 'PG Soft' })).toBeInTheDocument();
    expect(from.textContent).not.toMatch(AMOUNT);
    await user.click(within(transfer).getByRole('button', { name: 'Close' }));

    await user.click(within(screen.getByRole('region', { name: 'Slots' })).getByRole('button', { name: /PG Soft/ }));
    const game = await screen.findByRole('dialog', { name: 'PG Soft' });
    expect(within(game).getByText('Game balance').nextElementSibling).toHaveTextContent('•••••• bahtHidden');
  });
});
