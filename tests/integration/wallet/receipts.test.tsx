import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, agreementSeen, openWithdraw, totalBalanceText } from './helpers';
import { statementLines } from '@tests/support/statement';

// Issue 33 item 3: every money move of the wallet modals ends in the success dialog with its receipt.

beforeEach(() => {
  agreementSeen();
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

async function openTransfer() {
  const app = await renderHome({ as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
  const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
  return { ...app, dialog };
}

describe('the receipt after a withdrawal', () => {
  it('is the success dialog: the spec message, then amount, the masked account and the time', async () => {
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    expect(success).toHaveAccessibleDescription(
      'Your withdrawal was requested. Please wait for the transfer to your bank account.',
    );
    const rows = receiptRows(success);
    // No reference: the spec gives a withdrawal none (README, "One receipt per move").
    expect(rows).toEqual([
      ['Type', 'Withdrawal'],
      ['Status', 'In progress'],
      ['Amount', '150.00 baht'],
      ['From', 'Wallet'],
      ['To', expect.stringMatching(/^Kasikorn.* xxx-xxx-7890 /)],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    expect(success).not.toHaveTextContent('123-456');
    await waitFor(() => expect(within(success).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('is the record the statement opens again: the same rows, row for row', async () => {
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    const atTheTime = receiptRows(success);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Statement' }),
    );
    const list = await screen.findByRole('list', { name: 'Statement, page 1' });
    await waitFor(() => expect(statementLines(list)[0]).toHaveTextContent('-150.00 baht'));
    await user.click(within(statementLines(list)[0]).getByRole('button', { name: 'Receipt' }));
    const again = await screen.findByRole('dialog', { name: 'Withdrawal' });
    expect(receiptRows(again)).toEqual(atTheTime);
  });

  it('withdraw-all is the withdrawal the server records, of the whole balance', async () => {
    const { user, dialog } = await openWithdraw();
    await actAndConfirm(user, dialog, 'Withdraw all');
    const rows = receiptRows(await screen.findByRole('dialog', { name: 'In progress' }));
    expect(rows.slice(0, 3)).toEqual([
      ['Type', 'Withdrawal'],
      ['Status', 'In progress'],
      ['Amount', '1,485.75 baht'],
    ]);
  });

  it('shows no reference when the answer carries none (a spec-minimal backend)', async () => {
    server.use(http.post('*/api/wallet/withdraw', () => HttpResponse.json({})));
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const rows = receiptRows(await screen.findByRole('dialog', { name: 'In progress' }));
    expect(rows.map(([label]) => label)).toEqual(['Type', 'Status', 'Amount', 'From', 'To', 'Date and time']);
    expect(rows[2]).toEqual(['Amount', '150.00 baht']);
  });

  it('shows the receipt on the answer while the wallet still reloads behind it (issue 40 item 7)', async () => {
    const { user, dialog } = await openWithdraw();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The wallet's reload after the move waits here; then the mock answers it as usual.
    server.use(
      http.get('*/api/wallet', async () => {
        await held;
      }),
    );
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    expect(await screen.findByRole('dialog', { name: 'In progress' })).toBeInTheDocument();
    release();
  });

  it('a refusal shows no receipt: the form stays with the reason', async () => {
    const { user, dialog } = await openWithdraw();
    server.use(
      http.post('*/api/wallet/withdraw', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 })),
    );
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough.');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});

describe('the receipt after a transfer', () => {
  it('names the wallet and the game account, the amount and the time', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await actAndConfirm(user, dialog, 'Transfer');
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveAccessibleDescription('The transfer is done.');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Transfer'],
      ['Status', 'Success'],
      ['Amount', '10.00 baht'],
      ['From', 'Wallet'],
      ['To', 'PG Soft'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
  });

  it("shows no reference when the transfer's answer names no entry (a spec-minimal backend)", async () => {
    server.use(http.post('*/api/wallet/transfer', () => HttpResponse.json({})));
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await actAndConfirm(user, dialog, 'Transfer');
    const rows = receiptRows(await screen.findByRole('dialog', { name: 'Success' }));
    expect(rows.map(([label]) => label)).toEqual(['Type', 'Status', 'Amount', 'From', 'To', 'Date and time']);
  });

  it('transfer-all lists the accounts its review gathered from, its target and the amount (issue 40 item 3)', async () => {
    const { user, dialog } = await openTransfer();
    await user.selectOptions(within(dialog).getByLabelText('To'), 'WALLET');
    await actAndConfirm(user, dialog, 'Transfer all');
    const rows = receiptRows(await screen.findByRole('dialog', { name: 'Success' }));
    expect(rows.slice(0, 5)).toEqual([
      ['Type', 'Transfer all'],
      ['Status', 'Success'],
      ['Amount', '485.75 baht'],
      ['From', 'PG Soft, Superslot, UFABET, Huay HD'],
      ['To', 'Wallet'],
    ]);
    expect(rows.at(-1)?.[0]).toBe('Date and time');
  });

  it('a refusal shows no receipt: the form stays with the reason', async () => {
    const { user, dialog } = await openTransfer();
    server.use(
      http.post('*/api/wallet/transfer', () => HttpResponse.json({ message: 'MONEY_NOT_ENOUGH' }, { status: 400 })),
    );
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '50');
    await actAndConfirm(user, dialog, 'Transfer');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your balance is not enough.');
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });
});
