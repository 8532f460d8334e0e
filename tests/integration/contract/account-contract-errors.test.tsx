import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAllChatSockets } from '@mocks/chat-socket';
import { server } from '@mocks/node';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { STORAGE_KEYS } from '@/lib/storage';
import en from '@/locales/en.json';
import { statementLines } from '@tests/support/statement';

/**
 * An answer with a field the spec requires missing is a ContractError: the screen shows its translated
 * error state with errors.CONTRACT and a retry (never a blank screen, never a wrong amount), and the retry
 * recovers once the server answers in shape. A mutation shows it like a server error.
 */

const CONTRACT = en.errors.CONTRACT;
const SLOW = { timeout: 5000 };

beforeEach(() => {
  // The field path of the mismatch is logged; keep the test output quiet.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  dropAllChatSockets();
});

describe('an answer missing a required field', () => {
  it('statement: the list shows errors.CONTRACT with a retry and no amount', async () => {
    const entry = {
      statementType: 'deposit',
      status: 'SUCCESS',
      from: 'KBANK',
      to: 'WALLET',
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    server.use(http.post('*/api/statement', () => HttpResponse.json({ total: 1, statements: [entry] })));
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    expect(await screen.findByText(CONTRACT, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('The statement could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Statement, page/ })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d\.\d\d/);

    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Statement, page 1' }, SLOW);
    expect(statementLines(list)).toHaveLength(10);
    expect(screen.queryByText(CONTRACT)).not.toBeInTheDocument();
  });

  it('profile: errors.CONTRACT with a retry, then the profile', async () => {
    server.use(
      http.get('*/api/account/profile', () =>
        HttpResponse.json({
          profile: {
            _id: 'm-1001',
            name: 'Somchai Jaidee',
            username: '0812345678',
            createdAt: '2026-01-15T09:30:00.000Z',
            coin: 5,
          },
          bankAccount: { bankCode: 'KBANK', bankAccountName: 'SOMCHAI JAIDEE', bankAccountNo: '1234567890' },
        }),
      ),
    );
    await renderApp('/user/profile', { as: SEEDED.member.phone });
    expect(await screen.findByText(CONTRACT, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Your profile could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument();

    server.resetHandlers();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Somchai Jaidee' }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('123-456-7890');
  });

  it('slips: the modal shows errors.CONTRACT and its refresh recovers', async () => {
    server.use(
      http.post('*/api/statement/slip', () =>
        HttpResponse.json({ slips: [{ createdAt: '2026-03-01T00:00:00.000Z', amount: 50, status: 'SUCCESS' }] }),
      ),
    );
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' }, SLOW);
    expect(await within(modal).findByText(CONTRACT, {}, SLOW)).toBeInTheDocument();
    expect(within(modal).queryByRole('list', { name: /Slips, page/ })).not.toBeInTheDocument();

    server.resetHandlers();
    fireEvent.click(within(modal).getByRole('button', { name: 'Refresh' }));
    expect(await within(modal).findByRole('list', { name: /Slips, page/ }, SLOW)).toBeInTheDocument();
  });

  it('contact: errors.CONTRACT with a retry', async () => {
    server.use(
      http.get('*/api/lookup/contact', () =>
        HttpResponse.json({ lineLink: 'https://line.me/x', lineName: '@x', lineQR: '/qr.svg' }),
      ),
    );
    await renderApp('/contact');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('The contact details could not be loaded.');
    expect(alert).toHaveTextContent(CONTRACT);
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Add us on LINE/ }, SLOW)).toBeInTheDocument();
  });

  it('chat history: the panel shows errors.CONTRACT with a retry', async () => {
    localStorage.setItem(STORAGE_KEYS.guestId, 'guest-contract-0002');
    server.use(
      http.post('*/api/chat/history', () =>
        HttpResponse.json({ messages: [{ sender: 'other', message: { message_type: 'text', payload: 'no time' } }] }),
      ),
    );
    const { user } = await renderApp('/contact');
    await user.click(await screen.findByRole('button', { name: 'Open chat with support' }, SLOW));
    const panel = await screen.findByRole('dialog', { name: 'Chat with support' });
    const alert = await within(panel).findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(CONTRACT);
    expect(within(panel).queryByText('no time')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(/No messages yet/, {}, SLOW)).toBeInTheDocument();
  });

  it('login (a mutation): a token-less answer shows errors.CONTRACT like a server error and stays on /login', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ message: 'OK' })));
    const { user, router } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTRACT);
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.token) ?? sessionStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
