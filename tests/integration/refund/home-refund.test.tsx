import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { SEEDED } from '@tests/support/render-app';
import { openHome, SLOW, tile } from '@tests/support/home-tiles';

beforeEach(() => {
  localStorage.setItem('locale', 'en');
});

describe('refund tile', () => {
  it('shows the banners first, then the refund modal; receive and recheck', async () => {
    const { user, header } = await openHome();
    await user.click(tile('Refund'));
    const banners = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    // The mock draws its banners for the caller (mocks/texts/banner-art.ts): "Loss refund" in English.
    const image = within(banners).getAllByRole('img')[0].getAttribute('src') ?? '';
    expect(decodeURIComponent(image)).toMatch(/^data:image\/svg\+xml;charset=utf-8,.*>5%<.*>Loss refund</);
    await user.click(within(banners).getByRole('button', { name: 'Close' }));

    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    const receive = await within(modal).findByRole('button', { name: 'Receive refund' });
    // 5% of (120 + 80.50 + 45 + 60 - 30) net loss.
    expect(within(modal).getByText('13.78 baht')).toBeInTheDocument();
    expect(receive).toBeEnabled();
    // Add to wallet takes the same refund: enabled by the same spec fields.
    expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeEnabled();
    // The seeded refund log entry.
    expect(within(within(modal).getByRole('table')).getByText('12.50 baht')).toBeInTheDocument();

    await user.click(receive);
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveAccessibleDescription('Refund of 13.78 baht received.');
    const receipt = within(success).getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('TypeRefund received');
    expect(receipt).toHaveTextContent('Amount13.78 baht');
    expect(receipt).toHaveTextContent('FromLoss refund');
    expect(receipt).toHaveTextContent(/Date and time\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    // Rechecked: nothing left to receive or to add.
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeDisabled());
    expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
    expect(within(modal).getByText('There is no refund to receive right now.')).toBeInTheDocument();
    await waitFor(() => expect(within(within(modal).getByRole('table')).getAllByRole('row')).toHaveLength(3));
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
  });

  it('add to wallet asks, then moves the refund into the wallet; the check and the log follow', async () => {
    setScenario({ rewardBanners: false });
    const { user, header } = await openHome();
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    const add = await within(modal).findByRole('button', { name: 'Add to wallet' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const confirm = await screen.findByRole('dialog', { name: 'Add refund to wallet' }, SLOW);
    expect(within(confirm).getByText('Move 13.78 baht of received refund into your wallet?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Add to wallet' }));
    expect(await screen.findByText('13.78 baht has been added to your wallet.')).toBeInTheDocument();
    await waitFor(() => expect(within(header).getByText('Wallet 1,013.78 baht')).toBeInTheDocument());
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled());
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeDisabled();
    await waitFor(() => expect(within(within(modal).getByRole('table')).getAllByRole('row')).toHaveLength(3));
  });

  it('opens the refund modal directly without banners; receive is disabled while a bonus is pending', async () => {
    setScenario({ rewardBanners: false });
    const { user } = await openHome(SEEDED.ktbMember.phone);
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    expect(
      await within(modal).findByText('You have a bonus in progress. End it before receiving a refund.'),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Receive refund' })).toBeDisabled();
    expect(within(modal).getByRole('button', { name: 'Add to wallet' })).toBeDisabled();
    expect(within(modal).getByText('No refunds yet.')).toBeInTheDocument();
  });

  it.each([
    ['REFUND_CONDITION', 'The refund conditions are not met yet.'],
    ['REFUND_MINIMUM', 'The refund is below the minimum amount.'],
    ['NO_REFUND', 'There is no refund to receive.'],
    ['REFUND_INACTIVE', 'Refunds are not active.'],
  ])('a receive failing with %s shows a red toast with its text', async (code, text) => {
    setScenario({ rewardBanners: false });
    const { user } = await openHome();
    server.use(http.get('*/api/refund/receive', () => HttpResponse.json({ message: code }, { status: 400 })));
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    await user.click(await within(modal).findByRole('button', { name: 'Receive refund' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveClass('text-bg-danger');
  });

  it('add to wallet failing shows a red toast and leaves the wallet', async () => {
    setScenario({ rewardBanners: false });
    const { user, header } = await openHome();
    server.use(
      http.get('*/api/refund/check', () =>
        HttpResponse.json({ result: true, bonus: false, refundAmount: 4, refundSuccess: 0, refundFail: 80 }),
      ),
      http.get('*/api/refund/addWallet', () => HttpResponse.json({ message: 'NO_REFUND' }, { status: 400 })),
    );
    await user.click(tile('Refund'));
    const modal = await screen.findByRole('dialog', { name: 'Loss refund' }, SLOW);
    await user.click(await within(modal).findByRole('button', { name: 'Add to wallet' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Add refund to wallet' }, SLOW)).getByRole('button', {
        name: 'Add to wallet',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no refund to receive.');
    expect(within(header).getByText('Wallet 1,000.00 baht')).toBeInTheDocument();
  });
});
