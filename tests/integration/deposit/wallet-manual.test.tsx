import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { setScenario } from '@mocks/scenarios';
import { recordCalls, renderDeposit } from './render-deposit';

const walletOf = () => getDb().members.find((m) => m._id === 'm-1001')!.wallet;

describe('card-wallet deposit', () => {
  it('AUTO mode shows the wallet account', async () => {
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Card wallet' }));
    expect(await within(dialog).findByText('MEMBER PORTAL WALLET')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Gift link')).not.toBeInTheDocument();
  });

  it('gift link: send disabled while empty, success dialog with its receipt credits the wallet, a reused link gets a red toast', async () => {
    setScenario({ walletMode: 'GIFT_LINK' });
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Card wallet' }));
    const send = await within(dialog).findByRole('button', { name: 'Send gift link' });
    expect(send).toBeDisabled();
    const input = within(dialog).getByLabelText('Gift link');
    await user.type(input, '   ');
    expect(send).toBeDisabled();

    const before = walletOf();
    const calls = recordCalls();
    await user.clear(input);
    await user.type(input, 'https://gift.truemoney.com/campaign/?v=75giftvoucher01');
    await user.click(send);
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveAccessibleDescription('Your gift link was accepted: 75.00 baht added to your wallet.');
    const receipt = within(success).getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('TypeDeposit with a gift link');
    expect(receipt).toHaveTextContent('Amount75.00 baht');
    expect(receipt).toHaveTextContent('FromCard wallet');
    expect(receipt).toHaveTextContent(/Date and time\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(receipt).not.toHaveTextContent('Reference');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Success' })).not.toBeInTheDocument());
    expect(walletOf()).toBe(before + 75);
    expect(calls).toContain('POST /api/wallet/truelink');
    expect(input).toHaveValue('');

    await user.type(input, 'https://gift.truemoney.com/campaign/?v=75giftvoucher01');
    await user.click(send);
    expect(await screen.findByText('This gift link has already been used.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'https://example.com/not-a-gift');
    await user.click(send);
    expect(await screen.findByText('The gift link is not valid.')).toBeInTheDocument();
    expect(walletOf()).toBe(before + 75);
    // The link never travels in the clear.
    expect(input).toHaveValue('https://example.com/not-a-gift');
  });

  it('gift link: a red toast of a refused link goes when the next link is accepted', async () => {
    setScenario({ walletMode: 'GIFT_LINK' });
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'Card wallet' }));
    const input = await within(dialog).findByLabelText('Gift link');
    await user.type(input, 'https://example.com/not-a-gift');
    await user.click(within(dialog).getByRole('button', { name: 'Send gift link' }));
    // The pointer rests on the red toast (which holds it open) while the keyboard sends the next link.
    await user.hover(await screen.findByText('The gift link is not valid.'));
    await user.clear(input);
    await user.keyboard('https://gift.truemoney.com/campaign/?v=250abcdefghij{Enter}');
    expect(await screen.findByText(/Your gift link was accepted/)).toBeInTheDocument();
    expect(screen.queryByText('The gift link is not valid.')).not.toBeInTheDocument();
  });
});

describe('manual mode', () => {
  it('shows a generic account panel for every entry and records a notified amount without crediting', async () => {
    setScenario({ manualDeposit: true });
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(await within(dialog).findByRole('tab', { name: 'Deposit accounts', selected: true })).toBeInTheDocument();
    const lookup = (await (await fetch('http://localhost/api/lookup/deposit')).json()) as {
      banks: { currency: string }[];
    };
    const panels = await within(dialog).findAllByRole('region');
    // The visitor's lookup lists every account; the baht member's all but those in kip (BCEL and the kip QR).
    expect(panels).toHaveLength(lookup.banks.filter((entry) => entry.currency !== 'LAK').length);
    expect(within(dialog).queryByRole('tab', { name: 'QR code' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Create QR code' })).not.toBeInTheDocument();

    const before = walletOf();
    await user.type(within(dialog).getByLabelText('Amount sent'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Send notice' }));
    expect(await screen.findByText('Thank you. Your notice was sent and will be checked shortly.')).toBeInTheDocument();
    expect(walletOf()).toBe(before);
    expect(getDb().statements.at(-1)).toMatchObject({
      memberId: 'm-1001',
      status: 'PENDING',
      amount: 500,
      statementType: 'deposit',
    });
  });
});
