/** Home and its quick-action tiles, for the tests of the areas a tile opens (invite, refund). */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { server } from '@mocks/node';
import { renderHome, SEEDED } from './render-app';

/** Lazy chunks load on first use: the first dialog of a flow may take longer on a busy machine. */
export const SLOW = { timeout: 5000 };

/** Home's entry refresh simulates random play; these tests keep the seeded plays exact. */
export function quietRefresh(): void {
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS', slots: [] })));
}

/** Home with the wallet loaded, the agreement seen and the entry refresh quiet. */
export async function openHome(phone: string = SEEDED.member.phone) {
  localStorage.setItem('remember-agreement', 'true');
  quietRefresh();
  const app = await renderHome({ as: phone });
  const header = await screen.findByRole('region', { name: 'Wallet' }, SLOW);
  await within(header).findByText(/^Wallet \d/);
  await waitFor(() => expect(within(header).getByText(/^Wallet /)).not.toHaveTextContent('–'));
  return { ...app, header };
}

/** The home header's wallet line, once the wallet has (re)loaded: how a member sees what a move did to it. */
export async function walletShows(amount: string): Promise<void> {
  const header = await screen.findByRole('region', { name: 'Wallet' }, SLOW);
  await waitFor(() => expect(within(header).getByText(`Wallet ${amount}`)).toBeInTheDocument());
}

export const tile = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name });
