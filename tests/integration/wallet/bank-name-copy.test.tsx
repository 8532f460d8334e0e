import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';

/**
 * Spec section 4, issue 17: the English bank-name prompt never stands between a member and the deposit
 * screen. For a KTB, TMB or BBL member whose account name is not in Latin letters it opens when the member
 * copies a deposit account number, and after a successful save the copy the member asked for runs.
 */

beforeEach(agreementSeen);

const ktb = () => getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!;
/** The KBANK account of the bank tab (mocks/content.ts). */
const KBANK_NUMBER = '0451234567';

/** Home as `phone` with the deposit modal open on its bank tab; the clipboard is a spy. */
async function openDeposit(phone: string) {
  const app = await renderApp('/user/home', { as: phone });
  // userEvent.setup() (in renderApp) installs its own clipboard stub: ours goes on afterwards.
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  await totalBalanceText();
  await app.user.click(
    within(screen.getByRole('navigation', { name: 'Quick actions' })).getByRole('button', { name: 'Deposit' }),
  );
  const deposit = await screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 5000 });
  const kbank = await within(deposit).findByRole('region', { name: /Kasikorn Bank/ }, { timeout: 5000 });
  const copy = within(kbank).getByRole('button', { name: 'Copy' });
  return { ...app, deposit, copy, writeText };
}

describe('the English bank-name prompt and the deposit copy', () => {
  it('deposit opens without the prompt; copy asks for the name, and the save copies the number', async () => {
    const { user, copy, writeText } = await openDeposit(SEEDED.ktbMember.phone);
    expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument();

    await user.click(copy);
    const prompt = await screen.findByRole('dialog', { name: 'Edit bank account name' });
    expect(writeText).not.toHaveBeenCalled();
    await user.type(within(prompt).getByLabelText('Account name in English'), 'Somying Jaingam');
    await user.click(within(prompt).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(`Copied: ${KBANK_NUMBER}`)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(KBANK_NUMBER);
    expect(screen.getByText('The account name was saved.')).toBeInTheDocument();
    expect(ktb().bankAccountName).toBe('SOMYING JAINGAM');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
  });

  it('cancel leaves the member on the deposit screen without copying', async () => {
    const { user, copy, writeText } = await openDeposit(SEEDED.ktbMember.phone);
    await user.click(copy);
    const prompt = await screen.findByRole('dialog', { name: 'Edit bank account name' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Copied/)).not.toBeInTheDocument();
  });

  it('a failed save is a red toast (spec section 8) and nothing is copied', async () => {
    server.use(
      http.put('*/api/account/bankAccountName', async () => {
        await delay(20);
        return HttpResponse.json({ message: 'BANK_ACCOUNT_NAME_ENG' }, { status: 400 });
      }),
    );
    const { user, copy, writeText } = await openDeposit(SEEDED.ktbMember.phone);
    await user.click(copy);
    const prompt = await screen.findByRole('dialog', { name: 'Edit bank account name' });
    await user.type(within(prompt).getByLabelText('Account name in English'), 'Somying Jaingam');
    await user.click(within(prompt).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Bank account name must be in English only');
    expect(toast).toHaveClass('text-bg-danger');
    // The save has settled: the prompt's Save is enabled again, and the copy did not run.
    await waitFor(() => expect(within(prompt).getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText(/Copied/)).not.toBeInTheDocument();
    expect(ktb().bankAccountName).toBe('สมหญิง ใจงาม');
  });

  it.each([
    ['a member of another bank (KBANK)', SEEDED.member.phone],
    ['a KTB member whose name is already in Latin letters', SEEDED.ktbMember.phone],
  ])('%s copies at once, with no prompt', async (_who, phone) => {
    if (phone === SEEDED.ktbMember.phone) {
      updateDb((db) => {
        db.members.find((m) => m.username === phone)!.bankAccountName = 'SOMYING JAINGAM';
      });
    }
    const { user, copy, writeText } = await openDeposit(phone);
    await user.click(copy);
    expect(await screen.findByText(`Copied: ${KBANK_NUMBER}`)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(KBANK_NUMBER);
    expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument();
  });
});
