import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { addFault } from '@mocks/qa/faults';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { actAndConfirm, totalBalanceText } from '@tests/integration/wallet/helpers';

const member = () => getDb().members.find((m) => m.username === SEEDED.member.phone)!;

beforeEach(() => {
  localStorage.setItem('remember-agreement', 'true');
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

describe('QA faults reach the member as the catalogue says, never as a blank screen', () => {
  it('a code on the wallet call shows its translated text on home', async () => {
    // (A session code such as INVALID_USER_1 ends the session instead: tests/integration/session.)
    addFault({ endpoint: 'GET /api/wallet', kind: 'code', code: 'INVALID_IP', once: false });
    await renderApp('/user/home', { as: SEEDED.member.phone });
    expect(await screen.findByText(/Access from your network is not allowed/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('HTTP 500 on a transfer shows its text in the kept form and moves no money', async () => {
    addFault({ endpoint: 'POST /api/wallet/transfer', kind: 'http500', once: true });
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await totalBalanceText();
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await user.selectOptions(within(dialog).getByLabelText('From'), 'WALLET');
    await user.selectOptions(within(dialog).getByLabelText('To'), 'pg');
    await user.type(within(dialog).getByLabelText('Amount (baht)'), '10');
    await actAndConfirm(user, dialog, 'Transfer');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A server error occurred. Please try again later. No money was moved.',
    );
    expect(member().wallet).toBe(1000);
  });

  it('a network error on the conditions lookup shows the retry view in the modal', async () => {
    addFault({ endpoint: 'GET /api/lookup/conditions', kind: 'network', once: false });
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions' });
    expect(await within(dialog).findByText(/Cannot reach the server/, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failing statement list only hides the loader; the page stays', async () => {
    addFault({ endpoint: 'POST /api/statement', kind: 'code', code: 'NO_DATA', once: false });
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'Statement' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument());
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('invalid-token injected on any call ends the session', async () => {
    addFault({ endpoint: 'GET /api/wallet', kind: 'code', code: 'invalid-token', status: 401, once: false });
    const { router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
