import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { now } from '@mocks/clock';
import { getDb } from '@mocks/db';
import { walletAnswer } from '@mocks/domain/wallet-answer';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { http, HttpResponse, renderDeposit, server } from '@tests/integration/deposit/render-deposit';
import { agreementSeen, totalBalanceText } from '@tests/integration/wallet/helpers';

// An answer with a required field missing is a ContractError: the translated errors.CONTRACT text with a
// retry, never a blank screen and never 0 for money that is not known.

const CONTRACT = 'The server sent an answer we could not read. Please try again.';
/** A money call whose answer could not be read may have gone through (errors.MONEY_UNCERTAIN, issue 53 item 1). */
const UNCERTAIN =
  'No clear answer came back from the server, so this may have gone through. Check your balance and statement (they are reloading) before you try again.';
/** A contract error is retried once (after about a second) before the screen shows it. */
const SLOW = { timeout: 5000 };

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  agreementSeen();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

const seededMember = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

describe('a wallet answer without a required field', () => {
  it('home shows the translated contract error with a retry and no amount; the retry loads the wallet', async () => {
    let broken = true;
    server.use(
      http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({})),
      http.get('*/api/wallet', () => {
        if (!broken) return undefined;
        const answer = walletAnswer(getDb(), seededMember(), now());
        const { amount: _amount, ...slot } = answer.slots[0];
        return HttpResponse.json({ ...answer, slots: [slot, ...answer.slots.slice(1)] });
      }),
    );
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const header = await screen.findByRole('region', { name: 'Wallet' });
    const alert = await within(header).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(`The wallet could not be loaded. ${CONTRACT}`);
    // Nothing of the broken answer is shown: not-available placeholders, never 0.
    expect(within(header).getByRole('status', { name: 'Total balance' })).toHaveTextContent('Not available');
    expect(header).toHaveTextContent(/Wallet\s*Not available/);
    expect(header).toHaveTextContent(/Coins\s*Not available/);
    expect(within(header).getByText('Referral bonus').querySelector('strong')).toHaveTextContent('Not available');
    expect(header).not.toHaveTextContent(/0\.00/);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('[contract] GET /api/wallet: slots.0.amount'));

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await totalBalanceText()).toBe('1,485.75 baht');
    await waitFor(() => expect(within(header).queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a QR answer without a required field', () => {
  it('the QR panel shows the translated contract error with a retry; the retry shows the form', async () => {
    let broken = true;
    server.use(
      http.get('*/api/qrcode/:provider', () =>
        broken
          ? HttpResponse.json({ qrcodeId: null, hasQrcode: false, qrcode: null, amount: 0, message: 'NO_DATA' })
          : undefined,
      ),
    );
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'QR code' }));
    const alert = await within(dialog).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CONTRACT);
    expect(within(dialog).queryByRole('button', { name: 'Create QR code' })).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('[contract] GET /api/qrcode/{provider}: expireIn'),
    );

    broken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
  });

  it('a created code without hasQrcode may have gone through: a red toast says so, and no code is shown', async () => {
    server.use(
      http.post('*/api/qrcode/:provider', () =>
        HttpResponse.json({ qrcodeId: 'qr-x', qrcode: '<img>', amount: 100, expireIn: 300, message: 'SUCCESS' }),
      ),
    );
    const { user } = await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'QR code' }));
    await user.type(await within(dialog).findByLabelText('Amount for KBANK'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));
    // An unreadable answer to a money call is no refusal of the API's (issue 53 item 1).
    expect(await screen.findByText(UNCERTAIN)).toBeInTheDocument();
    expect(within(dialog).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Create QR code' })).toBeInTheDocument();
  });
});
