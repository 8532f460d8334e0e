import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';

// Spec section 2 (Home): "Promo carousel items have image and html; carousels show 3 items of 300x211."
// The size is held on the rendered items, whatever the size of the image file behind them.
const ITEM_WIDTH = '300';
const ITEM_HEIGHT = '211';

const SLOW = { timeout: 5000 };

/** Every item of the carousel list named `name` inside `scope` shows its image at 300x211. */
function expectItemsOf300x211(scope: HTMLElement, name: string | RegExp) {
  const items = within(within(scope).getByRole('list', { name })).getAllByRole('listitem');
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) {
    const image = within(item).getByRole('img');
    expect(image).toHaveAttribute('width', ITEM_WIDTH);
    expect(image).toHaveAttribute('height', ITEM_HEIGHT);
  }
}

describe('promo carousel items', () => {
  it.each([
    ['Invite friends', 'Invite friends'],
    ['Refund', 'Loss refund'],
  ])('the %s banners on home are 300x211 items', async (tileName, title) => {
    localStorage.setItem('remember-agreement', 'true');
    server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS', slots: [] })));
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const tiles = await screen.findByRole('navigation', { name: 'Quick actions' }, SLOW);
    await user.click(within(tiles).getByRole('button', { name: tileName }));
    const banners = await screen.findByRole('dialog', { name: title }, SLOW);
    expectItemsOf300x211(banners, title);
  });

  it('the bonus modal banners are 300x211 items', async () => {
    const { user } = await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, SLOW);
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBeGreaterThan(0), SLOW);
    await user.click(within(grid).getByRole('button', { name: /Daily bonus/ }));
    const modal = await screen.findByRole('dialog', { name: /Daily bonus/ }, SLOW);
    expectItemsOf300x211(modal, /Daily bonus/);
  });
});
