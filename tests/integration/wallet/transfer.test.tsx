import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, agreementSeen, totalBalanceText } from './helpers';
import { walletQuery } from '@/lib/wallet-query';
import { walletShows } from '@tests/support/home-tiles';

beforeEach(() => {
  agreementSeen();
  // No play drift: the balances stay as seeded so the sums below are exact.
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

async function openTransfer() {
  const app = await renderHome({ as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  return { ...app, dialog };
}

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

describe('transfer modal', () => {
  it('starts with both ends unselected and shows each validation message', async () => {
    const { user, dialog } = await openTransfer();
    const from = within(dialog).getByLabelText('From');
    const to = within(dialog).getByLabelText('To');
    const amount = within(dialog).getByLabelText('Amount (baht)');
    const submit = within(dialog).getByRole('button', { name: 'Transfer' });
    expect(from).toHaveValue('NONE');
    expect(to).toHaveValue('NONE');
    expect(submit).toBeDisabled(); // amount 0

    await user.type(amount, '10');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select both accounts.');

    await user.selectOptions(from, 'WALLET');
    await user.selectOptions(to, 'WALLET');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You cannot transfer to the same account.');

    await user.selectOptions(to, 'pg');
    await user.clear(amount);
    await user.type(amount, '0.5');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The minimum amount is 1.00 baht.');
    expect(member().wallet).toBe(1000);
  });

  it('transfer-all needs a target', async () => {
    const { user, dialog } = await openTransfer();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select both accounts.');
  });

  it('a transfer succeeds: success dialog, the modal closes and the wallet reloads', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await actAndConfirm(user, dialog, 'Transfer');

    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('The transfer is done.');
    expect(screen.queryByRole('dialog', { name: 'Transfer' })).not.toBeInTheDocument();
    // The wallet reloads: the header shows the server's new balances (nothing on screen is updated by hand).
    const header = screen.getByRole('region', { name: 'Wallet' });
    await waitFor(() => expect(within(header).getByText('Wallet 990.00 baht')).toBeInTheDocument());
    expect(await totalBalanceText()).toBe('1,485.75 baht');
  });

  it('transfer-all moves every other balance into the target', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('To'), 'WALLET');
    await actAndConfirm(user, dialog, 'Transfer all');
    await screen.findByRole('dialog', { name: 'Success' });
    await walletShows('1,485.75 baht');
  });

  it('an amount above the source account is refused in the form, naming its balance (item 8)', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'pg');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'WALLET');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '250.51');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The account you transfer from has 250.50 baht: you can transfer at most that.',
    );
    expect(within(dialog).queryByRole('region', { name: 'Check your transfer' })).not.toBeInTheDocument();
  });

  it('a refusal keeps the transfer as chosen and typed, with the reason in place and Try again (item 7)', async () => {
    const { user, dialog, queryClient } = await openTransfer();
    server.use(
      http.post('*/api/wallet/transfer', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 }), {
        once: true,
      }),
    );
    await user.selectOptions(within(dialog).getByLabelText('From'), 'pg');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'ufabet');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '50');
    const loaded = queryClient.getQueryState(walletQuery.queryKey)!.dataUpdateCount;
    await actAndConfirm(user, dialog, 'Transfer');
    const failed = await within(dialog).findByRole('alert');
    expect(failed).toHaveTextContent('Your balance is not enough. No money was moved.');
    expect(within(dialog).getByLabelText('From')).toHaveValue('pg');
    expect(within(dialog).getByLabelText('To')).toHaveValue('ufabet');
    expect(within(dialog).getByLabelText('Amount (baht)')).toHaveValue('50');
    expect(queryClient.getQueryState(walletQuery.queryKey)).toMatchObject({
      dataUpdateCount: loaded,
      isInvalidated: false,
    });
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Success' });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Sport and casino' })).getByRole('button', { name: /^UFABET/ }),
      ).toHaveTextContent('170.00 baht'),
    );
  });

  it('TRANSFER_FAIL, which returned the game money to the wallet, says so in the form and reloads the wallet', async () => {
    setScenario({ gameProviderDown: true });
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'pg');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'ufabet');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '50');
    await actAndConfirm(user, dialog, 'Transfer');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('the money has been returned to your wallet');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Wallet' })).getByText('Wallet 1,050.00 baht'),
      ).toBeInTheDocument(),
    );
  });

  it('a tap outside never closes a typed or reviewed transfer; an empty one it does (item 11)', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    // The dialog element itself is what lies outside its content: the backdrop's area.
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    const step = await within(dialog).findByRole('region', { name: 'Check your transfer' });
    await user.click(dialog); // the second tap of a double tap, beside the smaller review
    expect(step).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    await user.clear(within(dialog).getByLabelText('Amount (baht)'));
    await user.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).not.toBeInTheDocument());
  });

  it('a double tap sends one request', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/wallet/transfer', async () => {
        calls += 1;
        await delay(150);
        return HttpResponse.json({ message: 'SUCCESS' });
      }),
    );
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await user.dblClick(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Success' });
    expect(calls).toBe(1);
  });

  it('the game modal offers a transfer with the game as the target', async () => {
    const app = await renderHome({ as: SEEDED.member.phone });
    await totalBalanceText();
    await app.user.click(
      within(await screen.findByRole('region', { name: 'Slots' })).getByRole('button', { name: /^PG Soft/ }),
    );
    const game = await screen.findByRole('dialog', { name: 'PG Soft' });
    await app.user.click(within(game).getByRole('button', { name: 'Transfer to this game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(dialog).getByLabelText('From')).toHaveValue('WALLET');
    expect(within(dialog).getByLabelText('To')).toHaveValue('pg');
  });
});
