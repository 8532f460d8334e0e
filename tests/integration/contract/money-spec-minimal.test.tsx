import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { renderApp, SEEDED } from '@tests/support/render-app';
import {
  http,
  HttpResponse,
  NodeFile,
  renderDeposit,
  server,
  useNativeMultipart,
} from '@tests/integration/deposit/render-deposit';
import { actAndConfirm, agreementSeen, totalBalanceText } from '@tests/integration/wallet/helpers';

// The money screens against a backend that sends only the fields the spec names (mock scenario specMinimal).

beforeEach(() => {
  agreementSeen();
  setScenario({ specMinimal: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

/** Home with the seeded balances as they are (the refresh answers nothing, as the spec shows nothing). */
async function home() {
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({})));
  const app = await renderApp('/user/home', { as: SEEDED.member.phone });
  await totalBalanceText();
  return app;
}

describe('money screens with spec-only answers', () => {
  it('home header: name, total of wallet and game accounts, wallet, coins, referral bonus and counters; the carousels', async () => {
    await home();
    const header = screen.getByRole('region', { name: 'Wallet' });
    expect(await totalBalanceText()).toBe('1,485.75 baht');
    expect(within(header).getByText('Hello, Somchai Jaidee')).toBeInTheDocument();
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    expect(within(header).getByText('Coins 5')).toBeInTheDocument();
    expect(within(header).getByText('Referral bonus').querySelector('strong')).toHaveTextContent(
      /^\d[\d,]*\.\d\d baht$/,
    );
    expect(within(header).getByText('Successful invites').nextSibling).toHaveTextContent(/^\d+$/);
    expect(within(header).queryByRole('alert')).not.toBeInTheDocument();
    // The game accounts render in the pass after the balance's (src/app/routes/member-home.tsx).
    expect(within(await screen.findByRole('region', { name: 'Slots' })).getAllByRole('button')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Lotto' })).getAllByRole('button')).toHaveLength(2);
  });

  it('transfer: the wallet to a game, a success dialog and the reloaded wallet', async () => {
    const { user } = await home();
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await actAndConfirm(user, dialog, 'Transfer');
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent('The transfer is done.');
    const header = screen.getByRole('region', { name: 'Wallet' });
    await waitFor(() => expect(within(header).getByText('Wallet 990.00 baht')).toBeInTheDocument());
    expect(member().games.find((g) => g.code === 'pg')!.amount).toBe(260.5);
  });

  it('withdraw: the bounds from the lookup, a pending withdrawal and the wait-for-transfer message', async () => {
    const { user } = await home();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: 'Withdraw' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw' });
    await within(dialog).findByText('From 100.00 to 50,000.00 baht');
    expect(within(dialog).getByText(/123-456-7890/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    expect(await screen.findByRole('dialog', { name: 'In progress' })).toHaveTextContent(
      'Please wait for the transfer to your bank account.',
    );
    expect(getDb().withdrawals).toMatchObject([{ amount: 150, status: 'PENDING' }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Wallet' })).getByText('Wallet 850.00 baht'),
      ).toBeInTheDocument(),
    );
  });

  it('deposit QR: a live code with its countdown, then cancel', async () => {
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'QR code' }));
    await user.type(await within(dialog).findByLabelText('Amount for KBANK'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    expect(await within(dialog).findByRole('timer')).toHaveTextContent(/0[45]:\d\d/);
    expect(within(dialog).getByRole('img', { name: 'QR code of KBANK for 100.00 baht' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel QR code' }));
    expect(await within(dialog).findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
    expect(getDb().qrcodes.map((c) => c.status)).toEqual(['CANCELLED']);
  });

  it('gift link: accepted without an amount in the answer, and the wallet is credited', async () => {
    setScenario({ specMinimal: true, walletMode: 'GIFT_LINK' });
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Card wallet' }));
    const before = member().wallet;
    await user.type(
      await within(dialog).findByLabelText('Gift link'),
      'https://gift.truemoney.com/campaign/?v=75giftvoucher01',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send gift link' }));
    // The spec shows no answer for the gift link: the generic success, never an amount of 0.
    expect(await screen.findByText('Your gift link was accepted.')).toBeInTheDocument();
    expect(member().wallet).toBe(before + 75);
  });

  it('slip upload: received without a reference or amount in the answer', async () => {
    await useNativeMultipart();
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const png = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], 'slip-250.png', {
      type: 'image/png',
    });
    await user.upload(await within(dialog).findByLabelText('Slip image'), png as unknown as File);
    await user.click(within(dialog).getByRole('button', { name: 'Upload slip' }));
    expect(await within(dialog).findByText('Slip received. It is being checked.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/0\.00/)).not.toBeInTheDocument();
    expect(getDb().slips[0]).toMatchObject({ amount: 250, status: 'PENDING' });
  });
});
