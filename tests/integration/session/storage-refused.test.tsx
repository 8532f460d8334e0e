import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { quietRefresh, walletShows } from '@tests/support/home-tiles';
import { agreementSeen } from '@tests/integration/wallet/helpers';

/**
 * A tab that cannot store (private mode, a full quota, storage blocked): every setItem throws. The member still
 * logs in and uses the session, held in memory (the token included: /login?next=/user/home used to loop, the
 * token being read back from storage), and is told once, without being stopped, what a reload will lose.
 */

const NOT_STORED =
  'This browser does not let the site save your login. You can go on as usual, but reloading or closing this ' +
  'page logs you out and forgets any withdrawal or transfer still waiting for an answer.';

function refuseEveryWrite(name: 'QuotaExceededError' | 'SecurityError') {
  const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The browser refused to store this', name);
  });
  onTestFinished(() => spy.mockRestore());
}

async function logIn(user: UserEvent, remember: boolean) {
  await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
  await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
  if (!remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('a tab whose storage refuses every write', () => {
  it.each([
    ['QuotaExceededError', true],
    ['SecurityError', false],
  ] as const)('%s (remember me %s): the member logs in, uses the session and is told once', async (error, remember) => {
    agreementSeen();
    quietRefresh();
    refuseEveryWrite(error);
    const { user, router } = await renderApp('/login?next=/user/home');
    await logIn(user, remember);

    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
    await walletShows('1,000.00 baht');
    expect(screen.getByText('Hello, Somchai Jaidee')).toBeInTheDocument();
    const told = await screen.findByText(NOT_STORED);
    // A status line, not an alert and not a dialog: the member goes on.
    expect(told.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Every page's calls carry the token held in memory; the line is not said again.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Statement' }),
    );
    expect(await screen.findByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/user/statement');
    expect(screen.getAllByText(NOT_STORED)).toHaveLength(1);
  });

  it('a tab that stores says nothing of it', async () => {
    agreementSeen();
    quietRefresh();
    const { user, router } = await renderApp('/login?next=/user/home');
    await logIn(user, true);
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
    await walletShows('1,000.00 baht');
    expect(screen.queryByText(NOT_STORED)).not.toBeInTheDocument();
  });
});
