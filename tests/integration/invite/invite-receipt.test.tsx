import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { openHome, SLOW, walletShows } from '@tests/support/home-tiles';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';

// Issue 33: the referral (invite) bonus received ends in the success dialog with its receipt; a refusal shows none.

beforeEach(() => {
  localStorage.setItem('locale', 'en');
});

/** Home's Receive, then Receive in the confirmation. */
async function receiveReferralBonus() {
  const app = await openHome();
  await app.user.click(within(app.header).getByRole('button', { name: 'Receive' }));
  const confirm = await screen.findByRole('dialog', { name: 'Receive referral bonus' }, SLOW);
  await app.user.click(within(confirm).getByRole('button', { name: 'Receive' }));
  return app;
}

describe('the receipt of the referral bonus', () => {
  it('shows the referral bonus, its amount, from the referral bonus to the wallet, and the time; no reference', async () => {
    await receiveReferralBonus();
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('Referral bonus of 56.00 baht received.');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Referral bonus received'],
      ['Status', 'Success'],
      ['Amount', '56.00 baht'],
      ['From', 'Referral bonus'],
      ['To', 'Wallet'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    await walletShows('1,056.00 baht');
    await waitFor(() => expect(within(success).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('has no amount row when the answer names no amount (the spec gives it no shape)', async () => {
    server.use(http.get('*/api/invite/bonus', () => HttpResponse.json({ message: 'SUCCESS' })));
    await receiveReferralBonus();
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('Referral bonus received.');
    expect(receiptRows(success).map(([label]) => label)).toEqual(['Type', 'Status', 'From', 'To', 'Date and time']);
  });

  it('a refusal shows its error and no receipt, and credits nothing', async () => {
    server.use(http.get('*/api/invite/bonus', () => HttpResponse.json({ message: 'INVITE_COLLECT' }, { status: 400 })));
    await receiveReferralBonus();
    expect(await screen.findByRole('alert')).toHaveTextContent('The invite bonus has already been collected.');
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    await walletShows('1,000.00 baht');
  });
});
