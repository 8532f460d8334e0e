import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
