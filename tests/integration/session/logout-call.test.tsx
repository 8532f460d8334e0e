import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { onRequestStart } from '@tests/support/request-events';
import { getToken } from '@/lib/session';

/**
 * Logout the server hears (docs/backend-contract.md, "Beyond the spec"): the app sends POST /api/logout with the
 * session's token and the mock revokes it; the member is logged out at once whatever that call answers, and a
 * backend without the call (the spec-minimal mock answers 404) changes nothing for the member.
 */

/** The member at home taps Log out and confirms; hands back the token the session had. */
async function logOutFromHome() {
  const app = await renderApp('/user/home', { as: SEEDED.member.phone });
  const token = getToken()!;
  await app.user.click(await screen.findByRole('button', { name: 'Log out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Log out' }));
  return { ...app, token };
}

const asBearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

/** What the mock answers a call made with this token, as its error code ('' when it answered). */
const refusalOf = (sent: Promise<unknown>) =>
  sent.then(
    () => '',
    (error: { code?: string }) => error.code,
  );

/** The logout calls that reach the mock from now on, by the Authorization header each carries. */
function logoutCalls(): string[] {
  const seen: string[] = [];
  onRequestStart(({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/logout')
      seen.push(request.headers.get('Authorization') ?? '');
  });
  return seen;
}

async function expectLoggedOut(router: Parameters<typeof currentPath>[0]) {
  await waitFor(() => expect(currentPath(router)).toBe('/login'));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(getToken()).toBeNull();
}

describe('logout tells the server', () => {
  it('sends the session token once; the mock revokes it: the old token reads and withdraws nothing', async () => {
    const calls = logoutCalls();
    const { router, token } = await logOutFromHome();
    await expectLoggedOut(router);
    await waitFor(() => expect(calls).toEqual([`Bearer ${token}`]));
    await waitFor(() => expect(getDb().sessions.map((s) => s.token)).not.toContain(token));

    expect(await refusalOf(api.get('/api/wallet', asBearer(token)))).toBe('invalid-token');
    const withdrawal = api.post('/api/wallet/withdraw', { amount: 150 }, asBearer(token));
    expect(await refusalOf(withdrawal)).toBe('invalid-token');
    expect(getDb().withdrawals).toHaveLength(0);
    // The mock still knows the member: a new login opens a new session.
    const login = api.post('/api/login', { username: SEEDED.member.phone, password: SEEDED.member.password });
    expect(await refusalOf(login)).toBe('');
  });

  it('a backend without the call (the spec-minimal mock answers 404): logged out the same', async () => {
    setScenario({ specMinimal: true });
    const calls = logoutCalls();
    const { router } = await logOutFromHome();
    await expectLoggedOut(router);
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 })],
    ['a lost connection', () => HttpResponse.error()],
  ])('a logout call that ends in %s: logged out the same', async (_case, answer) => {
    server.use(http.post('*/api/logout', answer));
    const calls = logoutCalls();
    const { router } = await logOutFromHome();
    await expectLoggedOut(router);
    await waitFor(() => expect(calls).toHaveLength(1));
  });

  it('does not wait for the answer: on /login while the call is still on its way', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/logout', async () => {
        await held;
        return HttpResponse.json({ message: 'OK' });
      }),
    );
    const calls = logoutCalls();
    const { router } = await logOutFromHome();
    await expectLoggedOut(router);
    expect(calls).toHaveLength(1);
    answer();
  });
});
