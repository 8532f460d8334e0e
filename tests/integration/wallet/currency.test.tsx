import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

// The member's currency comes from the deposit lookup's bank entries (docs/backend-contract.md): the mock
// answers the Laos member (registered in LAK) only the BCEL account in LAK.

async function openFromTile(user: Awaited<ReturnType<typeof renderApp>>['user'], tile: string, dialog: string) {
  await user.click(
    within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: tile }),
  );
  return screen.findByRole('dialog', { name: dialog }, { timeout: 5000 });
}

describe('money in the member’s currency', () => {
  it('a LAK member sees kip on the home header and kip-sized withdraw limits', async () => {
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.laosMember.phone });
    // Play on entry moved the games by whole kip (issue 41): the total has no fraction of a kip.
    expect(await totalBalanceText()).toMatch(/^1,8\d\d,\d{3} kip$/);
    const header = screen.getByRole('region', { name: 'Wallet' });
    expect(within(header).getByText('Wallet 1,500,000 kip')).toBeInTheDocument();
    // A whole amount of kip has no decimals (GLOSSARY.md, "Money and dates"): the referral bonus is none.
    expect(within(header).getByText('0 kip', { selector: 'strong' })).toBeInTheDocument();
    expect(header).not.toHaveTextContent(/baht/);

    const withdraw = await openFromTile(user, 'Withdraw', 'Withdraw');
    expect(await within(withdraw).findByText('From 100,000 to 50,000,000 kip')).toBeInTheDocument();
    // An empty amount reads in kip's form too: 0, not 0.00.
    expect(within(withdraw).getByLabelText('Amount to withdraw (kip)')).toHaveAttribute('placeholder', '0');
  });

  it('a LAK member’s transfer minimum is 1 in their currency: 1 kip (docs/backend-contract.md)', async () => {
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.laosMember.phone });
    await totalBalanceText();
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(within(transfer).getByLabelText('Amount (kip)')).toHaveAccessibleDescription(/\b1 kip/);
    expect(transfer).not.toHaveTextContent(/baht/);
    // Kip takes no decimals as typed: the point stays where it is typed and is refused in words, never dropped to
    // read 1,000,005 (issue 53 item 10).
    await user.type(within(transfer).getByLabelText('Amount (kip)'), '100000.5');
    expect(within(transfer).getByLabelText('Amount (kip)')).toHaveValue('100,000.5');
    expect(within(transfer).getByRole('alert')).toHaveTextContent('Amounts in kip have no decimals');
  });

  it('a LAK member is not offered the card wallet, a Thai service in baht, even when the lookup lists one', async () => {
    agreementSeen();
    // A server that lists the card wallet to everyone (the mock lists it to baht members only).
    const bcel = { bankCode: 'BCEL', bankType: 'BANK', mode: 'AUTO', bankAccountNo: '0101000123456789' };
    server.use(
      http.get('*/api/lookup/deposit', () =>
        HttpResponse.json({
          banks: [
            { ...bcel, bankAccountName: 'MEMBER PORTAL', currency: 'LAK', bank: { nameTH: 'BCEL', nameEN: 'BCEL' } },
          ],
          wallets: [{ mode: 'AUTO', walletAccountName: 'MEMBER PORTAL WALLET' }],
          isManual: false,
        }),
      ),
    );
    const { user } = await renderApp('/user/home', { as: SEEDED.laosMember.phone });
    await totalBalanceText();
    const deposit = await openFromTile(user, 'Deposit', 'Deposit');
    expect(await within(deposit).findByRole('heading', { name: /BCEL/ })).toBeInTheDocument();
    expect(within(deposit).queryByRole('tab', { name: 'Card wallet' })).not.toBeInTheDocument();
    expect(deposit).not.toHaveTextContent(/baht/);
    // The account's currency in words (GLOSSARY.md), not the lookup's code.
    expect(within(deposit).getByText('Currency: kip')).toBeInTheDocument();
    expect(deposit).not.toHaveTextContent(/\bLAK\b/);
  });

  it('a THB member sees baht in the same places', async () => {
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    expect(await totalBalanceText()).toMatch(/^1,4\d\d\.\d\d baht$/);
    const header = screen.getByRole('region', { name: 'Wallet' });
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
    expect(header).not.toHaveTextContent(/kip/);

    const withdraw = await openFromTile(user, 'Withdraw', 'Withdraw');
    expect(await within(withdraw).findByText('From 100.00 to 50,000.00 baht')).toBeInTheDocument();
    expect(within(withdraw).getByLabelText('Amount to withdraw (baht)')).toHaveAttribute('placeholder', '0.00');
  });

  it('a THB member sees baht in the deposit minimum', async () => {
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    const deposit = await openFromTile(user, 'Deposit', 'Deposit');
    await user.click(await within(deposit).findByRole('tab', { name: 'Card wallet' }));
    expect(await within(deposit).findByText(/at least 2\.00 baht\./)).toBeInTheDocument();
  });

  it('amounts wait for the currency: while the deposit lookup is held the header shows no amount', async () => {
    agreementSeen();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Resolving with nothing hands the request on to the mock's own handler.
    server.use(http.get('*/api/lookup/deposit', async () => void (await held)));
    await renderApp('/user/home', { as: SEEDED.laosMember.phone });
    const header = await screen.findByRole('region', { name: 'Wallet' });
    expect(await within(header).findByText('Hello, Somphone Vongsa')).toBeInTheDocument();
    expect(header).not.toHaveTextContent(/\d\.\d\d/);
    expect(within(header).getByRole('status', { name: 'Total balance' })).toHaveTextContent('Loading');
    release();
    expect(await totalBalanceText()).toMatch(/ kip$/);
  });
});
