import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderHome, SEEDED } from '@tests/support/render-app';

/** Skips the agreement modal (it is covered by its own tests). */
export function agreementSeen(): void {
  localStorage.setItem('remember-agreement', 'true');
}

/** The header's total balance once the wallet (and the member's currency) has loaded: a skeleton until then. */
export async function totalBalanceText(): Promise<string> {
  const header = await screen.findByRole('region', { name: 'Wallet' });
  const total = within(header).getByRole('status', { name: 'Total balance' });
  await waitFor(() => expect(total).toHaveTextContent(/\d/));
  return total.textContent ?? '';
}

/** Home as the seeded member, with the withdraw modal open and its bounds loaded. */
export async function openWithdraw() {
  const app = await renderHome({ as: SEEDED.member.phone });
  await totalBalanceText();
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: 'Withdraw' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
  await within(dialog).findByText('From 100.00 to 50,000.00 baht');
  return { ...app, dialog };
}

/** Taps a money action in its modal, then Confirm on the review it opens (issue 18 item 5: nothing is sent before). */
export async function actAndConfirm(user: UserEvent, dialog: HTMLElement, action: string): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: action }));
  await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
}
