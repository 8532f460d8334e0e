import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen, openWithdraw, totalBalanceText } from './helpers';
import { walletShows } from '@tests/support/home-tiles';

/**
 * Issue 18 item 5: withdraw, withdraw-all, transfer and transfer-all show a review; the call is made only on Confirm.
 * Issue 33 item 4: the move-alls list what they take (the wallet and which game balances) and review that total.
 */

beforeEach(() => {
  agreementSeen();
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/**
 * Counts the money call; until `confirmed` is set it fails loudly (a 500 the test would see as an error
 * dialog, and `early` records it). After that it falls through to the mock's own handler.
 */
function guardMoneyCall(path: string) {
  const state = { confirmed: false, early: 0, calls: 0 };
  server.use(
    http.post(`*${path}`, () => {
      if (!state.confirmed) {
        state.early += 1;
        return HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 });
      }
      state.calls += 1;
      return undefined;
    }),
  );
  return state;
}

const review = (dialog: HTMLElement, name: string) => within(dialog).findByRole('region', { name });

async function openTransferDialog() {
  const app = await renderHome({ as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
  return { ...app, dialog: await screen.findByRole('dialog', { name: 'Transfer' }) };
}

describe('the review before money leaves', () => {
  it('withdraw: amount, bank name and masked number; nothing sent before Confirm; two quick taps on Confirm send one call', async () => {
    const guard = guardMoneyCall('/api/wallet/withdraw');
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    const step = await review(dialog, 'Check your withdrawal');
    expect(within(step).getByText('150.00 baht')).toBeInTheDocument();
    expect(step).toHaveTextContent('Kasikorn Bank xxx-xxx-7890');
    expect(step).not.toHaveTextContent('123-456-7890');
    expect(within(step).getByRole('heading', { name: 'Check your withdrawal' })).toHaveFocus();
    expect(within(dialog).queryByRole('textbox', { name: 'Amount to withdraw (baht)' })).not.toBeInTheDocument();
    expect(guard.early).toBe(0);
    expect(getDb().withdrawals).toHaveLength(0);

    guard.confirmed = true;
    // Two taps in the same tick, before the button can show it is busy: the in-flight guard sends one call.
    const confirm = within(step).getByRole('button', { name: 'Confirm' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    expect(success).toHaveTextContent('Please wait for the transfer to your bank account.');
    expect(screen.queryByRole('dialog', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(guard).toMatchObject({ early: 0, calls: 1 });
    expect(getDb().withdrawals).toMatchObject([{ amount: 150, status: 'PENDING' }]);
  });

  it('Back returns to the form with the typed amount kept and sends nothing', async () => {
    const guard = guardMoneyCall('/api/wallet/withdraw');
    updateDb((db) => {
      db.members.find((m) => m.username === SEEDED.member.phone)!.wallet = 2_000;
    });
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '1,250.5');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const step = await review(dialog, 'Check your withdrawal');
    expect(within(step).getByText('1,250.50 baht')).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Back' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to withdraw (baht)' });
    expect(amount).toHaveValue('1,250.5');
    expect(amount).toHaveFocus();
    expect(within(dialog).queryByRole('region', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
    expect(guard.early).toBe(0);
    expect(getDb().withdrawals).toHaveLength(0);
  });

  it('a withdrawal the server refuses: Confirm sends it once, and the form comes back with the reason', async () => {
    const guard = guardMoneyCall('/api/wallet/withdraw');
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    const step = await review(dialog, 'Check your withdrawal');
    // Meanwhile the wallet was spent elsewhere: the server refuses.
    updateDb((db) => {
      db.members.find((m) => m.username === SEEDED.member.phone)!.wallet = 100;
    });
    guard.confirmed = true;
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough.');
    expect(within(dialog).queryByRole('region', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount to withdraw (baht)')).toHaveValue('150');
    expect(guard).toMatchObject({ early: 0, calls: 1 });
    expect(member().wallet).toBe(100);
  });

  it('withdraw-all: the whole balance to the bank account, sent once on Confirm', async () => {
    const guard = guardMoneyCall('/api/wallet/withdrawAll');
    const { user, dialog } = await openWithdraw();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all' }));
    const step = await review(dialog, 'Check your withdrawal');
    expect(within(step).getByText('1,485.75 baht')).toBeInTheDocument();
    // What the total is made of: the wallet and every open game with a balance, and what happens to them.
    const parts = within(within(step).getByRole('list')).getAllByRole('listitem');
    expect(parts.map((part) => part.textContent)).toEqual([
      'Wallet 1,000.00 baht',
      'PG Soft 250.50 baht',
      'Superslot 40.00 baht',
      'UFABET 120.00 baht',
      'Huay HD 75.25 baht',
    ]);
    expect(step).toHaveTextContent(
      'Your game balances listed here move into your wallet first; then the total is withdrawn.',
    );
    expect(step).toHaveTextContent('Kasikorn Bank xxx-xxx-7890');
    expect(guard.early).toBe(0);

    guard.confirmed = true;
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'In progress' });
    expect(guard).toMatchObject({ early: 0, calls: 1 });
    expect(getDb().withdrawals).toMatchObject([{ amount: 1485.75 }]);
  });

  it('transfer-all: what moves and where to; Back keeps the target and returns to Transfer all; Confirm moves it once', async () => {
    const guard = guardMoneyCall('/api/wallet/transferAll');
    const { user } = await renderHome({ as: SEEDED.member.phone });
    await totalBalanceText();
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));

    let step = await review(dialog, 'Check your transfer');
    // The wallet 1,000.00, Superslot 40.00, UFABET 120.00 and Huay HD 75.25 go into PG Soft's 250.50.
    expect(within(step).getByText('1,235.25 baht')).toBeInTheDocument();
    expect(
      within(within(step).getByRole('list'))
        .getAllByRole('listitem')
        .map((part) => part.textContent),
    ).toEqual(['Wallet 1,000.00 baht', 'Superslot 40.00 baht', 'UFABET 120.00 baht', 'Huay HD 75.25 baht']);
    expect(within(step).getByText('PG Soft')).toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('To')).toHaveValue('pg');
    // focus goes back to the button the review came from
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Transfer all' })).toHaveFocus());
    expect(guard.early).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    step = await review(dialog, 'Check your transfer');
    guard.confirmed = true;
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('The transfer is done.');
    expect(guard).toMatchObject({ early: 0, calls: 1 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Slots' })).getByRole('button', { name: /^PG Soft/ }),
      ).toHaveTextContent('1,485.75 baht'),
    );
  });

  it('transfer: a typed transfer is reviewed too; Back returns to the amount; Confirm moves it once', async () => {
    const guard = guardMoneyCall('/api/wallet/transfer');
    const { user, dialog } = await openTransferDialog();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '1000');
    expect(within(dialog).getByLabelText('Amount (baht)')).toHaveValue('1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));

    let step = await review(dialog, 'Check your transfer');
    const facts = within(step)
      .getAllByRole('definition')
      .map((fact) => fact.textContent);
    expect(facts).toEqual(['1,000.00 baht', 'Wallet', 'PG Soft']);
    expect(within(step).getByRole('heading', { name: 'Check your transfer' })).toHaveFocus();
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (baht)' });
    expect(amount).toHaveValue('1,000');
    expect(amount).toHaveFocus();
    expect(guard.early).toBe(0);
    expect(member().wallet).toBe(1000);

    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    step = await review(dialog, 'Check your transfer');
    guard.confirmed = true;
    await user.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('The transfer is done.');
    expect(guard).toMatchObject({ early: 0, calls: 1 });
    await walletShows('0.00 baht');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Slots' })).getByRole('button', { name: /^PG Soft/ }),
      ).toHaveTextContent('1,250.50 baht'),
    );
  });

  it('transfer-all with nothing to move says so instead of asking to confirm 0.00', async () => {
    const guard = guardMoneyCall('/api/wallet/transferAll');
    updateDb((db) => {
      const seeded = db.members.find((m) => m.username === SEEDED.member.phone)!;
      seeded.wallet = 0;
      for (const game of seeded.games) if (game.code !== 'pg') game.amount = 0;
    });
    const { user, dialog } = await openTransferDialog();
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'There is nothing to move: no other account has a balance.',
    );
    expect(within(dialog).queryByRole('region', { name: 'Check your transfer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(guard).toMatchObject({ early: 0, calls: 0 });

    // Into the wallet, PG Soft's 250.50 is there to move: the review comes as before.
    await user.selectOptions(within(dialog).getByLabelText('To'), 'WALLET');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const step = await review(dialog, 'Check your transfer');
    expect(within(step).getAllByText('250.50 baht')).toHaveLength(2);
  });
});
