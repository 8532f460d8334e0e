import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { openHome, SLOW, specMinimalScenario, tile, wallet } from '@tests/support/spec-minimal';

specMinimalScenario();

describe('refund, spec fields only', () => {
  it('enables add to wallet from result, bonus and refundAmount alone, and moves the refund into the wallet', async () => {
    const { user } = await openHome();
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    const add = await within(modal).findByRole('button', { name: 'Add to wallet' });
    await waitFor(() => expect(add).toBeEnabled());
    expect(within(modal).getByText('13.78 baht')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeEnabled();
    await user.click(add);
    const confirm = await screen.findByRole('dialog', { name: 'Add refund to wallet' }, SLOW);
    expect(within(confirm).getByText('Move 13.78 baht of received refund into your wallet?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Add to wallet' }));
    // The answer's amount is not in the spec: the toast says the amount the check showed.
    expect(await screen.findByText('13.78 baht has been added to your wallet.')).toBeInTheDocument();
    expect(wallet()).toBe(1013.78);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled());
  });

  it('keeps both buttons off while a bonus is pending, whatever the amount', async () => {
    server.use(
      http.get('*/api/refund/check', () =>
        HttpResponse.json({ result: true, bonus: true, refundAmount: 9, refundSuccess: 0, refundFail: 180 }),
      ),
    );
    const { user } = await openHome();
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    expect(
      await within(modal).findByText('You have a bonus in progress. End it before receiving a refund.'),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
  });
});
