import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { SEEDED } from '@tests/support/render-app';
import { actAndConfirm, agreementSeen, openWithdraw } from './helpers';
import { recordRequests } from '@tests/support/request-events';
import { walletQuery } from '@/lib/wallet-query';
import { walletShows } from '@tests/support/home-tiles';

beforeEach(() => {
  agreementSeen();
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

describe('withdraw modal', () => {
  it('shows the min and max messages with the bounds from the lookup', async () => {
    const { user, dialog } = await openWithdraw();
    const amount = within(dialog).getByLabelText('Amount to withdraw (baht)');
    const submit = within(dialog).getByRole('button', { name: 'Withdraw' });
    await user.type(amount, '99.99');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The minimum withdrawal is 100.00 baht.');
    await user.clear(amount);
    await user.type(amount, '50000.01');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The maximum withdrawal is 50,000.00 baht.');
    expect(getDb().withdrawals).toHaveLength(0);
  });

  it('an amount above the wallet is refused in the form, naming the balance, before any review (item 8)', async () => {
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Your wallet has 1,000.00 baht: you can withdraw at most that.',
    );
    expect(within(dialog).queryByRole('region', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
    expect(getDb().withdrawals).toHaveLength(0);
  });

  it('a withdrawal within the bounds records a pending withdrawal and says to wait for the transfer', async () => {
    const { user, dialog } = await openWithdraw();
    expect(within(dialog).getByText(/123-456-7890/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    const requests = recordRequests();
    await actAndConfirm(user, dialog, 'Withdraw');
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    expect(success).toHaveTextContent('Please wait for the transfer to your bank account.');
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument();
    // Sent once; then the wallet and the server's record of moves (home's moves under way) load again.
    await waitFor(() =>
      expect([...requests].sort()).toEqual([
        'GET /api/wallet',
        'POST /api/statement',
        'POST /api/statement/slip',
        'POST /api/wallet/withdraw',
      ]),
    );
    await walletShows('850.00 baht');
    expect(getDb().withdrawals).toMatchObject([{ amount: 150, status: 'PENDING', bankCode: 'KBANK' }]);
    expect(getDb().statements.at(-1)).toMatchObject({ statementType: 'withdraw', status: 'PENDING', amount: 150 });
  });

  it('withdraw-all sends the whole balance, gathered from the games', async () => {
    const { user, dialog } = await openWithdraw();
    await actAndConfirm(user, dialog, 'Withdraw all');
    await screen.findByRole('dialog', { name: 'In progress' });
    expect(getDb().withdrawals).toMatchObject([{ amount: 1485.75 }]);
    expect(member().wallet).toBe(0);
    expect(member().games.every((g) => g.amount === 0)).toBe(true);
  });

  it('a refusal keeps the form as typed, says no money moved, and Try again sends it once more (item 7)', async () => {
    const { user, dialog, queryClient } = await openWithdraw();
    server.use(
      http.post('*/api/wallet/withdraw', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 }), {
        once: true,
      }),
    );
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    const loaded = queryClient.getQueryState(walletQuery.queryKey)!.dataUpdateCount;
    await actAndConfirm(user, dialog, 'Withdraw');
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('Your balance is not enough. No money was moved.');
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(screen.queryByRole('dialog', { name: 'Something went wrong' })).not.toBeInTheDocument();
    // Nothing moved: the wallet is not reloaded.
    expect(queryClient.getQueryState(walletQuery.queryKey)).toMatchObject({
      dataUpdateCount: loaded,
      isInvalidated: false,
    });
    const tryAgain = within(failed).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();
    await user.click(tryAgain);
    expect(await screen.findByRole('dialog', { name: 'In progress' })).toHaveTextContent(
      'Please wait for the transfer',
    );
    await walletShows('850.00 baht');
    expect(getDb().withdrawals).toHaveLength(1);
  });

  it('a call without an answer keeps the form and says the money may have gone through', async () => {
    const { user, dialog } = await openWithdraw();
    server.use(http.post('*/api/wallet/withdraw', () => HttpResponse.error(), { once: true }));
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('may have gone through');
    expect(failed).not.toHaveTextContent('No money was moved.');
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    // Typing again is another move: the failure no longer applies.
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '0');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
