import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { addFault } from '@mocks/qa/faults';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { STORAGE_KEYS } from '@/lib/storage';

/**
 * Issue 16 item 5: a 401 or any session code of the catalogue ends the session open now and returns to
 * /login with the page as `next` (only invalid-token did before; the other codes left a dead page).
 */

const PAGE = '/user/statement?page=2';
const ENDED = 'Your session has ended. Please log in again.';

async function expectSentToLogin(router: Awaited<ReturnType<typeof renderApp>>['router']) {
  await waitFor(() => expect(currentPath(router)).toBe('/login'));
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('next')).toBe(PAGE);
  expect(params.get('reason')).toBe('expired');
  expect(await screen.findByText(ENDED)).toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
}

describe('session codes end the session', () => {
  it.each([
    'UNAUTHORIZED',
    'EXPIRED_AUTH_TOKEN',
    'INVALID_USER_1',
    'INVALID_USER_2',
    'INVALID_USER_3',
    'INVALID_USER_4',
    'invalid-token',
  ])('%s on a member call returns to /login with the page as next', async (code) => {
    addFault({ endpoint: 'POST /api/statement', kind: 'code', code, status: 400, once: false });
    const { router } = await renderApp(PAGE, { as: SEEDED.member.phone });
    await expectSentToLogin(router);
  });

  it('any 401 does too, whatever its message', async () => {
    server.use(http.post('*/api/statement', () => HttpResponse.json({ message: 'SOMETHING_NEW' }, { status: 401 })));
    const { router } = await renderApp(PAGE, { as: SEEDED.member.phone });
    await expectSentToLogin(router);
  });

  it('a 401 about typed credentials (a game login) leaves the session open', async () => {
    let refused = 0;
    server.use(
      http.post('*/api/statement', () => {
        refused += 1;
        return HttpResponse.json({ message: 'WRONG_CREDENTIAL' }, { status: 401 });
      }),
    );
    const { router } = await renderApp(PAGE, { as: SEEDED.member.phone, remember: false });
    await waitFor(() => expect(refused).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument());
    expect(currentPath(router)).toBe('/user/statement');
    expect(sessionStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});
