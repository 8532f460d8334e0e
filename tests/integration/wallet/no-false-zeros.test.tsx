import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

/** A request the test holds until it calls release(); resolving with nothing hands it to the mock's handler. */
function hold(path: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(`*${path}`, async () => void (await held)));
  return release;
}

const header = () => screen.getByRole('region', { name: 'Wallet' });
const tiles = () => screen.getByRole('navigation', { name: 'Quick actions' });

describe('no false zeros on home', () => {
  it('while the wallet call is held every amount and count is a placeholder, never 0 or 0.00', async () => {
    agreementSeen();
    const release = hold('/api/wallet');
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await screen.findByRole('region', { name: 'Wallet' });
    // The deposit lookup (the currency) answers; the wallet is still on its way.
    const total = within(header()).getByRole('status', { name: 'Total balance' });
    expect(total).toHaveTextContent('Loading');
    expect(header()).not.toHaveTextContent(/\d/);
    expect(header()).not.toHaveTextContent('–');
    expect(within(header()).getAllByText('Loading').length).toBeGreaterThanOrEqual(6);
    expect(within(header()).getByText('Successful invites').nextSibling).toHaveTextContent('Loading');
    release();
    expect(await totalBalanceText()).toMatch(/^1,4\d\d\.\d\d baht$/);
    expect(within(header()).getByText('Coins 5')).toBeInTheDocument();
    expect(within(header()).queryByText('Loading')).not.toBeInTheDocument();
  });

  it('a failed wallet load shows the translated error and a retry, and no amount', async () => {
    agreementSeen();
    server.use(
      http.get('*/api/wallet', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const alert = await within(await screen.findByRole('region', { name: 'Wallet' })).findByRole('alert');
    expect(alert).toHaveTextContent('The wallet could not be loaded.');
    expect(within(header()).getAllByText('Not available').length).toBeGreaterThanOrEqual(6);
    expect(header()).not.toHaveTextContent(/0\.00|Coins 0/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await totalBalanceText()).toMatch(/ baht$/);
    expect(within(header()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the spin tile is a placeholder until the spin-active answer, then refresh-all when it says off', async () => {
    agreementSeen();
    setScenario({ spinActive: false });
    const release = hold('/api/spinwheel/active');
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const pending = within(tiles()).getByRole('button', { name: 'Loading' });
    expect(pending).toBeDisabled();
    expect(within(tiles()).queryByRole('button', { name: 'Refresh all' })).not.toBeInTheDocument();
    expect(within(tiles()).queryByRole('button', { name: 'Spin wheel' })).not.toBeInTheDocument();
    release();
    expect(await within(tiles()).findByRole('button', { name: 'Refresh all' })).toBeEnabled();
    expect(within(tiles()).queryByRole('button', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('the spin tile shows when the spin-active answer says on', async () => {
    agreementSeen();
    const release = hold('/api/spinwheel/active');
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    expect(within(tiles()).getByRole('button', { name: 'Loading' })).toBeDisabled();
    release();
    expect(await within(tiles()).findByRole('button', { name: 'Spin wheel' })).toBeEnabled();
  });
});
