import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import la from '@/locales/la.json';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen } from './helpers';

// The kip member reads in Lao: their bank by its Lao name, BCEL's own (the lookup sends a Thai and an English name
// only), and their BCEL number 0101000987654 grouped as BCEL writes a 13-digit number (4-4-5), masked once sent.

const BCEL_LA = 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ';

beforeEach(() => {
  agreementSeen();
  // jsdom has no canvas: the receipt's PNG is not drawn, its rows still show.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

describe('a kip member’s bank in Lao', () => {
  it('the withdraw form, its review and its receipt name BCEL in Lao, the number grouped, masked once sent', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.laosMember.phone, locale: 'la' });
    await user.click(
      within(await screen.findByRole('navigation', { name: la.home.tiles.label })).getByRole('button', {
        name: la.home.tiles.withdraw,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: la.withdraw.title });
    const paidTo = (await within(dialog).findByText(la.withdraw.toAccount)).parentElement!;
    expect(paidTo).toHaveTextContent(`${BCEL_LA} 0101-0009-87654`);
    expect(dialog).not.toHaveTextContent(/BCEL|0101000987654/);

    await user.type(await within(dialog).findByLabelText(/ຈຳນວນເງິນທີ່ຕ້ອງການຖອນ/), '100000');
    await user.click(within(dialog).getByRole('button', { name: la.withdraw.submit }));
    const review = await within(dialog).findByRole('region', { name: la.review.withdrawTitle });
    expect(review).toHaveTextContent(`${BCEL_LA} xxxx-xxxx-x7654`);
    expect(review).not.toHaveTextContent(/0101|BCEL/);

    await user.click(within(dialog).getByRole('button', { name: la.common.confirm }));
    const receipt = within(await screen.findByRole('dialog', { name: la.common.pendingTitle })).getByRole('region', {
      name: la.receipt.title,
    });
    expect(receipt).toHaveTextContent(`${BCEL_LA} xxxx-xxxx-x7654 SOMPHONE VONGSA`);
    expect(receipt).not.toHaveTextContent(/0101|BCEL/);
  });
});
