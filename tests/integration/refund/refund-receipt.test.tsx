import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { openHome, SLOW, tile, walletShows } from '@tests/support/home-tiles';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';

// Issue 33: the refund received and the refund added to the wallet end in the success dialog with their receipt;
// a refusal shows its error and no receipt.

beforeEach(() => {
  localStorage.setItem('locale', 'en');
  setScenario({ rewardBanners: false });
});

async function openRefund() {
  const app = await openHome();
  await app.user.click(tile('Refund'));
  const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
  return { ...app, modal };
}

async function addToWallet() {
  const app = await openRefund();
  const add = await within(app.modal).findByRole('button', { name: 'Add to wallet' });
  await waitFor(() => expect(add).toBeEnabled());
  await app.user.click(add);
  const confirm = await screen.findByRole('dialog', { name: 'Add refund to wallet' }, SLOW);
  await app.user.click(within(confirm).getByRole('button', { name: 'Add to wallet' }));
  return app;
}

describe('the receipt of a refund', () => {
  it('received: the refund, its amount, from the loss refund, and the time; no reference', async () => {
    const { user, modal } = await openRefund();
    await user.click(await within(modal).findByRole('button', { name: 'Receive refund' }));
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('Refund of 13.78 baht received.');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Refund received'],
      ['Status', 'Success'],
      ['Amount', '13.78 baht'],
      ['From', 'Loss refund'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
  });

  it('added to the wallet: the move, its amount, from the loss refund to the wallet, and the time', async () => {
    await addToWallet();
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('13.78 baht has been added to your wallet.');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Refund added to the wallet'],
      ['Status', 'Success'],
      ['Amount', '13.78 baht'],
      ['From', 'Loss refund'],
      ['To', 'Wallet'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    await walletShows('1,013.78 baht');
    await waitFor(() => expect(within(success).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('a refused receive shows its error and no receipt', async () => {
    server.use(http.get('*/api/refund/receive', () => HttpResponse.json({ message: 'NO_REFUND' }, { status: 400 })));
    const { user, modal } = await openRefund();
    await user.click(await within(modal).findByRole('button', { name: 'Receive refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no refund to receive.');
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
  });

  it('a refused add to the wallet shows its error and no receipt, and leaves the wallet', async () => {
    server.use(http.get('*/api/refund/addWallet', () => HttpResponse.json({ message: 'NO_REFUND' }, { status: 400 })));
    await addToWallet();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no refund to receive.');
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    await walletShows('1,000.00 baht');
  });
});
