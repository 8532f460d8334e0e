import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';

// Issue 33: a promotion received ends in the success dialog with its receipt; a refusal shows none.

const SLOW = { timeout: 5000 };
const wallet = () => getDb().members.find((m) => m._id === 'm-1001')!.wallet;

/** /user/bonus, the code searched, then Receive promotion in its dialog. */
async function receivePromotion(code: string) {
  const app = await renderApp('/user/bonus', { as: SEEDED.member.phone });
  await app.user.type(await screen.findByLabelText('Enter a promo code', {}, SLOW), code);
  await app.user.click(screen.getByRole('button', { name: 'Search' }));
  const modal = await screen.findByRole('dialog', { name: `Promo code ${code}` }, SLOW);
  await app.user.click(await within(modal).findByRole('button', { name: 'Receive promotion' }, SLOW));
  return app;
}

describe('the receipt of a promotion received', () => {
  it('shows the promotion, its amount, the code it came from, the wallet and the time; no reference', async () => {
    await receivePromotion('NEWYEAR100');
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('Saved');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Promotion received'],
      ['Status', 'Success'],
      ['Amount', '100.00 baht'],
      ['From', 'Promo code: NEWYEAR100'],
      ['To', 'Wallet'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    expect(wallet()).toBe(1100);
    await waitFor(() => expect(within(success).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('a promotion already received shows its error and no receipt, and credits nothing', async () => {
    await receivePromotion('SUMMER50');
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' }, SLOW);
    expect(error).toHaveTextContent('You have already received this promotion.');
    expect(within(error).queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
    expect(wallet()).toBe(1000);
  });
});
