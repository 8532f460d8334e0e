import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';

// Issue 33: a spin coupon claimed ends in the success dialog with its receipt; a refused claim shows no receipt.

const SLOW = { timeout: 5000 };

beforeEach(() => {
  // jsdom has no canvas: the wheel runs without drawing (the receipt's image is the unit test's and e2e's).
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
const wallet = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!.wallet;

/** The spin page, then Claim and Confirm on the member's 20 baht coupon (the claim waits out its 500 ms debounce). */
async function claimFirstCoupon() {
  const app = await renderApp('/user/spin', { as: SEEDED.member.phone });
  await app.user.click(await screen.findByRole('button', { name: 'Claim coupon 1: 20 baht' }, SLOW));
  const modal = await screen.findByRole('dialog', { name: 'Claim 20 baht' }, SLOW);
  await app.user.click(within(modal).getByRole('button', { name: 'Confirm' }));
  return app;
}

describe('the receipt of a spin coupon claimed', () => {
  it('shows the claim, the coupon amount, the wheel and its prize, the wallet and the time; no reference', async () => {
    const before = wallet();
    await claimFirstCoupon();
    const success = await screen.findByRole('dialog', { name: 'Success' }, SLOW);
    expect(success).toHaveAccessibleDescription('Your prize 20 baht has been claimed.');
    expect(receiptRows(success)).toEqual([
      ['Type', 'Coupon claimed'],
      ['Status', 'Success'],
      ['Amount', '20.00 baht'],
      ['From', 'Spin wheel: 20 baht'],
      ['To', 'Wallet'],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    expect(wallet()).toBe(before + 20);
    await waitFor(() => expect(within(success).getByRole('button', { name: 'OK' })).toHaveFocus());
  });

  it('a refused claim shows its error and no receipt, and credits nothing', async () => {
    server.use(
      http.post('*/api/spinwheel/coupon/claim', () => HttpResponse.json({ success: false, error: 'COUPON_EXPIRED' })),
    );
    await claimFirstCoupon();
    const error = await screen.findByRole('dialog', { name: 'Something went wrong' }, SLOW);
    expect(error).toHaveTextContent('This coupon has expired.');
    expect(within(error).queryByRole('region', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument();
  });
});
