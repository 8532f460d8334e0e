import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { currentPath, renderApp, SEEDED } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { getToken, onSessionEnd, saveToken, type SessionEndReason } from '@/lib/session';

/** Every end of this tab's session from now on; the app ends one synchronously, inside the refused call. */
function recordSessionEnds(): SessionEndReason[] {
  const ends: SessionEndReason[] = [];
  onTestFinished(onSessionEnd((reason) => void ends.push(reason)));
  return ends;
}

describe('routing and guards', () => {
  it('sends a visitor from / to /login', async () => {
    const { router } = await renderApp('/');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the intended URL when a protected route needs login, and honours it after login', async () => {
    const { router, user } = await renderApp('/user/statement?page=2');
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/user/statement?page=2')}`);

    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(currentPath(router)).toBe('/user/statement'));
    expect(router.state.location.search).toBe('?page=2');
    expect(getToken()).not.toBeNull();
  });

  it('ignores a hostile next URL after login', async () => {
    const { router, user } = await renderApp(`/login?next=${encodeURIComponent('//evil.example/user')}`);
    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), SEEDED.member.password);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
  });

  it('/user goes to /user/home for a member', async () => {
    const { router } = await renderApp('/user', { as: SEEDED.member.phone });
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
  });

  it('visiting the public shell with a stored token clears the session', async () => {
    await renderApp('/howto', { as: SEEDED.member.phone });
    expect(await screen.findByRole('heading', { name: 'How to use' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('shows the 404 view for any other path', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});

describe('terminated site', () => {
  it('the login guard sends the visitor to /terminated when the site is gone', async () => {
    setScenario({ terminated: true });
    const { router } = await renderApp('/login');
    await waitFor(() => expect(currentPath(router)).toBe('/terminated'));
    expect(await screen.findByRole('heading', { name: 'Service ended' })).toBeInTheDocument();
    expect(document.body).toHaveClass('site-terminated');
  });

  it("a gone error from the login guard's own call goes to /terminated, through the one rule in lib/http", async () => {
    server.use(http.get('*/api/lookup/active', () => HttpResponse.json({ message: 'gone' }, { status: 410 })));
    const { router } = await renderApp('/login');
    await waitFor(() => expect(currentPath(router)).toBe('/terminated'));
    expect(await screen.findByRole('heading', { name: 'Service ended' })).toBeInTheDocument();
    expect(document.body).toHaveClass('site-terminated');
    expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('the login guard clears the terminated style when the site is active', async () => {
    document.body.classList.add('site-terminated');
    await renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(document.body).not.toHaveClass('site-terminated');
  });

  it('a gone message from any call goes to /terminated', async () => {
    const { router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    setScenario({ terminated: true });
    await act(async () => {
      await api.get('/api/lookup/banks').catch(() => undefined);
    });
    await waitFor(() => expect(currentPath(router)).toBe('/terminated'));
  });
});

describe('session expiry', () => {
  it('invalid-token from any call clears the session and lands on /login', async () => {
    const { router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    server.use(http.get('*/api/lookup/banks', () => HttpResponse.json({ message: 'invalid-token' }, { status: 401 })));
    await act(async () => {
      await api.get('/api/lookup/banks').catch(() => undefined);
    });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a late invalid-token answer to a call of an earlier session leaves the open session alone', async () => {
    let received: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (received = resolve));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/lookup/banks', async ({ request }) => {
        // Only the earlier session's call is refused; the page's own calls go on to the mock.
        if (request.headers.get('Authorization') !== 'Bearer earlier-session') return undefined;
        received();
        await answered;
        return HttpResponse.json({ message: 'invalid-token' }, { status: 401 });
      }),
    );
    saveToken('earlier-session', true);
    const late = api.get('/api/lookup/banks').catch((error: unknown) => error);
    await arrived;
    const { router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const current = getToken();
    expect(current).not.toBe('earlier-session');

    const ends = recordSessionEnds();
    answer();
    expect(await late).toMatchObject({ code: 'invalid-token' });
    expect(ends).toEqual([]);
    expect(router.state.navigation.state).toBe('idle');
    expect(getToken()).toBe(current);
    expect(currentPath(router)).toBe('/user/home');
  });

  it('an invalid-token answer to a call made without a token sends nobody to /login', async () => {
    const { router } = await renderApp('/register');
    server.use(http.get('*/api/lookup/banks', () => HttpResponse.json({ message: 'invalid-token' }, { status: 401 })));
    const ends = recordSessionEnds();
    await act(async () => {
      expect(await api.get('/api/lookup/banks').catch((error: unknown) => error)).toMatchObject({
        code: 'invalid-token',
      });
    });
    expect(ends).toEqual([]);
    expect(router.state.navigation.state).toBe('idle');
    expect(currentPath(router)).toBe('/register');
  });

  it('the translated cannot-verify-identity message also clears the session', async () => {
    const { router } = await renderApp('/user/profile', { as: SEEDED.member.phone, remember: false });
    const thai = (await import('@/locales/th.json')).default.errors.CANNOT_VERIFY_IDENTITY;
    server.use(http.get('*/api/lookup/banks', () => HttpResponse.json({ message: thai }, { status: 401 })));
    await act(async () => {
      await api.get('/api/lookup/banks').catch(() => undefined);
    });
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('error texts and language', () => {
  it('an unknown error code shows the generic text', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ message: 'SOMETHING_NEW' }, { status: 400 })));
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('a known code shows its translation', async () => {
    const { user } = await renderApp('/login');
    await user.type(await screen.findByLabelText('Phone number'), SEEDED.member.phone);
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The phone number or password is incorrect.');
  });

  it('switching the language persists it and updates <html lang>', async () => {
    const { user } = await renderApp('/login');
    await user.selectOptions(await screen.findByLabelText('Language'), 'th');
    expect(await screen.findByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('th');
    expect(document.documentElement.lang).toBe('th');

    await user.selectOptions(screen.getByLabelText('ภาษา'), 'la');
    expect(await screen.findByRole('heading', { name: 'ເຂົ້າສູ່ລະບົບ' })).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('la');
    expect(document.documentElement.lang).toBe('lo');
  });
});

describe('member shell', () => {
  it('has the bottom menu and opens the conditions modal from the lookup', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const name of ['Profile', 'Conditions', 'Home', 'Statement', 'Contact']) {
      expect(within(menu).getByRole(name === 'Conditions' ? 'button' : 'link', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('button', { name: 'Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conditions' });
    expect(await within(dialog).findByText(/18 years or older/)).toBeInTheDocument();
  });

  it('logout clears the token and goes to /login', async () => {
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(currentPath(router)).toBe('/login'));
    expect(getToken()).toBeNull();
  });
});
