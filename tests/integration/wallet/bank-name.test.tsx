import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, totalBalanceText } from './helpers';
import { recordRequests } from '@tests/support/request-events';

beforeEach(agreementSeen);

const ktb = () => getDb().members.find((m) => m.username === SEEDED.ktbMember.phone)!;

async function openPrompt() {
  const app = await renderApp('/user/home', { as: SEEDED.ktbMember.phone });
  await totalBalanceText();
  await app.user.click(await screen.findByRole('button', { name: 'Edit name' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit bank account name' });
  return { ...app, dialog };
}

describe('edit bank account name prompt', () => {
  it('is offered only to KTB, TMB or BBL members whose name is not in English', async () => {
    await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument();
  });

  it('refuses a non-English or empty name with a red toast, sending nothing', async () => {
    const { user, dialog } = await openPrompt();
    const requests = recordRequests();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank account name must be in English only');
    await user.type(within(dialog).getByLabelText('Account name in English'), 'สมหญิง');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(requests.filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(ktb().bankAccountName).toBe('สมหญิง ใจงาม');
  });

  it('saves the upper-cased English name, closes and the notice goes away', async () => {
    const { user, dialog } = await openPrompt();
    const input = within(dialog).getByLabelText('Account name in English');
    await user.type(input, 'somying  jaingam');
    expect(input).toHaveValue('SOMYING  JAINGAM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account name was saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit bank account name' })).not.toBeInTheDocument(),
    );
    expect(ktb().bankAccountName).toBe('SOMYING JAINGAM');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit name' })).not.toBeInTheDocument());
  });

  it('a red toast of a refused name goes as soon as the English name is saved', async () => {
    const { user, dialog } = await openPrompt();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const refused = await screen.findByRole('alert');
    expect(refused).toHaveTextContent('Bank account name must be in English only');
    // The pointer rests on the toast (which holds it open) while the keyboard types and saves.
    await user.hover(refused);
    act(() => within(dialog).getByLabelText('Account name in English').focus());
    await user.keyboard('SOMYING JAINGAM{Enter}');
    expect(await screen.findByText('The account name was saved.')).toBeInTheDocument();
    expect(screen.queryByText('Bank account name must be in English only')).not.toBeInTheDocument();
  });

  it('a server error shows as a red toast and the prompt stays open', async () => {
    server.use(
      http.put('*/api/account/bankAccountName', async () => {
        await delay(20);
        return HttpResponse.json({ message: 'BANK_ACCOUNT_NAME_ENG' }, { status: 400 });
      }),
    );
    const { user, dialog } = await openPrompt();
    await user.type(within(dialog).getByLabelText('Account name in English'), 'SOMYING JAINGAM');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Bank account name must be in English only');
    expect(toast).toHaveClass('text-bg-danger');
    expect(screen.getByRole('dialog', { name: 'Edit bank account name' })).toBeInTheDocument();
  });
});
