import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { SEEDED } from '@tests/support/render-app';
import { renderDeposit } from './render-deposit';

// Issue 41: the deposit rules are read before the account to pay to, and the payee number is grouped as its bank
// writes it (src/rules/bank-account.ts, BANK_NUMBER_GROUPS), not one run of 16 digits.

const follows = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the kip member’s bank deposit', () => {
  it('shows the rules first, then BCEL’s number in fours, then the slip upload', async () => {
    await renderDeposit(SEEDED.laosMember.phone);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const number = await within(dialog).findByText('0101-0001-2345-6789');
    const rule = within(dialog).getByText('Deposit only from your registered phone number and bank account.');
    expect(follows(rule, number)).toBe(true);
    expect(follows(number, within(dialog).getByRole('button', { name: /slip/i, hidden: false }))).toBe(true);
    expect(dialog).not.toHaveTextContent('0101000123456789');
  });

  it('the baht member also reads the rules before the accounts', async () => {
    await renderDeposit();
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    const number = await within(dialog).findByText('407-987-6543');
    const rule = within(dialog).getByText('Deposit only from your registered phone number and bank account.');
    expect(follows(rule, number)).toBe(true);
  });
});

describe('the kip member’s QR deposit (issue 41)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes a QR code in kip from a quick amount in kip and watches it count down', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderDeposit(SEEDED.laosMember.phone);
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    await user.click(await within(dialog).findByRole('tab', { name: 'QR code' }));
    const field = await within(dialog).findByLabelText('Amount for PAYONEX');
    expect(within(dialog).getByText('Minimum 10,000 kip')).toBeInTheDocument();
    const quick = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10,000', '50,000', '100,000', '500,000', '1,000,000']);

    // Below the kip minimum no code can be made.
    await user.type(field, '5000');
    expect(within(dialog).getByRole('button', { name: 'Create QR code' })).toBeDisabled();
    await user.click(within(quick).getByRole('button', { name: '100,000' }));
    expect(field).toHaveValue('100,000');
    await user.click(within(dialog).getByRole('button', { name: 'Create QR code' }));

    const timer = await within(dialog).findByRole('timer');
    expect(timer).toHaveTextContent('05:00');
    expect(within(dialog).getByRole('img', { name: 'QR code of PAYONEX for 100,000 kip' })).toBeInTheDocument();
    await waitFor(() =>
      expect(dialog.querySelector('img.qr-image')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/),
    );
    expect(within(dialog).getByText('100,000 kip')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent(/baht|\d\.\d+ kip/);
    expect(within(dialog).getByRole('button', { name: 'Save QR code' })).toBeInTheDocument();
    const member = getDb().members.find((m) => m.username === SEEDED.laosMember.phone)!;
    expect(getDb().qrcodes.filter((c) => c.memberId === member._id && c.status === 'LIVE')).toMatchObject([
      { provider: 'PAYONEX', amount: 100_000 },
    ]);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('04:58');
  });
});
