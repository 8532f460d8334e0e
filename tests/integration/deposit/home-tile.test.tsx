import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, SEEDED } from '@tests/support/render-app';

describe('home deposit tile', () => {
  it('opens the lazily loaded deposit modal from the home tile', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const tiles = await screen.findByRole('navigation', { name: 'Quick actions' });
    await user.click(within(tiles).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('tab', { name: 'Bank transfer', selected: true })).toBeInTheDocument();
    expect(await within(dialog).findByText('045-123-4567')).toBeInTheDocument();
  });
});
