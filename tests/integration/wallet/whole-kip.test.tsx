import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

// Issue 41: the app never offers to move a fraction of a kip. Balances a backend might hold with a fraction of a
// kip: withdraw-all and transfer-all take the whole kip and say that less than a kip stays; a typed kip amount
// takes no decimals.

const FRACTION = /\d\.\d+ kip/;

beforeEach(() => {
  agreementSeen();
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
  updateDb((db) => {
    const laos = db.members.find((m) => m.username === SEEDED.laosMember.phone)!;
    laos.wallet = 1_500_000.75;
    laos.games.find((g) => g.code === 'pg')!.amount = 250_000.5;
  });
});

async function openDialog(action: 'Withdraw' | 'Transfer between accounts', name: string) {
  const app = await renderApp('/user/home', { as: SEEDED.laosMember.phone });
  await totalBalanceText();
  const button =
    action === 'Withdraw'
      ? within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: action })
      : screen.getByRole('button', { name: action });
  await app.user.click(button);
  return { ...app, dialog: await screen.findByRole('dialog', { name }) };
}

describe('whole kip only', () => {
  it('withdraw-all takes the whole kip, lists whole kip and says less than a kip stays; the bank gets whole kip', async () => {
    const { user, dialog } = await openDialog('Withdraw', 'Withdraw');
    await within(dialog).findByText('From 100,000 to 50,000,000 kip');
    const total = 1_500_000.75 + 250_000.5 + 120_000; // wallet, PG Soft, UFABET
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw all' }));
    const review = await within(dialog).findByRole('region', { name: 'Check your withdrawal' });
    expect(review).toHaveTextContent('1,870,001 kip');
    expect(review).toHaveTextContent('Less than 1 kip stays where it is: only whole kip can move.');
    expect(review).not.toHaveTextContent(FRACTION);
    expect(within(dialog).getByLabelText('Amount to withdraw (kip)')).toHaveValue('1,870,001');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'In progress' });
    expect(getDb().withdrawals.at(-1)).toMatchObject({ amount: 1_870_001 });
    const laos = getDb().members.find((m) => m.username === SEEDED.laosMember.phone)!;
    expect(laos.wallet).toBeCloseTo(total - 1_870_001, 6);
  });

  it('a "." typed or pasted in kip is refused in words, never read as more kip (issue 53 item 10)', async () => {
    const { user, dialog } = await openDialog('Withdraw', 'Withdraw');
    const amount = await within(dialog).findByLabelText('Amount to withdraw (kip)');
    expect(amount).toHaveAttribute('inputmode', 'numeric');
    const NO_DECIMALS = 'Amounts in kip have no decimals: remove the point and the digits after it.';
    await user.type(amount, '150000.75');
    expect(amount).toHaveValue('150,000.75');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_DECIMALS);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(within(dialog).queryByRole('region', { name: 'Check your withdrawal' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(NO_DECIMALS);
    await user.type(amount, '{Backspace}{Backspace}{Backspace}');
    expect(amount).toHaveValue('150,000');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    // Pasted: read whole in any common form, or kept as pasted with the message; never emptied, never multiplied.
    for (const [pasted, shown, alert] of [
      ['1.500.000', '1,500,000', null],
      ['1,500,000', '1,500,000', null],
      ['150000.75', '150000.75', NO_DECIMALS],
      ['1,50,000', '1,50,000', 'This amount cannot be read as written'],
    ] as const) {
      await user.clear(amount);
      await user.click(amount);
      await user.paste(pasted);
      expect(amount, pasted).toHaveValue(shown);
      if (alert) expect(within(dialog).getByRole('alert'), pasted).toHaveTextContent(alert);
      else expect(within(dialog).queryByRole('alert'), pasted).not.toBeInTheDocument();
    }
  });

  it('transfer-all lists each account’s whole kip and says less than a kip stays', async () => {
    const { user, dialog } = await openDialog('Transfer between accounts', 'Transfer');
    await user.selectOptions(await within(dialog).findByLabelText('To'), 'ufabet');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer all' }));
    const review = await within(dialog).findByRole('region', { name: 'Check your transfer' });
    expect(review).toHaveTextContent('1,750,000 kip');
    expect(review).toHaveTextContent('Less than 1 kip stays where it is');
    expect(review).not.toHaveTextContent(FRACTION);
  });
});
