import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { getToken } from '@/lib/session';

/** Issue 18 item 5: logout, one tap beside the language menu, asks first. */

describe('logout asks to confirm', () => {
  it('Cancel keeps the session and the page', async () => {
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const token = getToken();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('You will need your phone number and password to log in again.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log out?' })).not.toBeInTheDocument());
    expect(getToken()).toBe(token);
    expect(token).not.toBeNull();
    expect(currentPath(router)).toBe('/user/home');
  });

  it('Log out in the dialog ends the session and goes to /login', async () => {
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(getToken()).not.toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(getToken()).toBeNull();
  });
});
