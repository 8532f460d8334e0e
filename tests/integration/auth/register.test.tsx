import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClock } from '@mocks/clock';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { currentPath, renderApp } from '@tests/support/render-app';
import { api } from '@tests/support/raw-api';
import { bankStep, heading, NEW_PHONE, otpStep, phoneStep, profileStep, stepText } from './register-steps';
import { onRequestStart } from '@tests/support/request-events';
import { whileClockStands } from '@tests/support/held-clock';

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

/** Spec section 9, "Register redirect 2 s" (section 2: "then redirect to /login after 2 seconds"). */
const SPEC_REDIRECT_MS = 2000;

describe('register wizard', () => {
  it('registers with OTP from an invite link, shows the success toast and lands on /login after 2 s; the member logs in at once', async () => {
    const { user, router } = await renderApp('/register?code=pr1001');
    expect(await screen.findByText(stepText(1, 4))).toBeInTheDocument();
    expect(localStorage.getItem('code')).toBe('PR1001');

    await phoneStep(user);
    await heading('Confirm OTP');
    expect(screen.getByText(stepText(2, 4))).toBeInTheDocument();
    expect(screen.getByTestId('otp-ref').textContent).toMatch(/^[A-Z]{4}$/);
    expect(screen.getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();

    await otpStep(user);
    await heading('Your details');
    expect(screen.getByText(stepText(3, 4))).toBeInTheDocument();
    const invite = screen.getByLabelText('Inviter code (optional)');
    expect(invite).toHaveValue('PR1001');
    expect(invite).toHaveAttribute('readonly');

    await profileStep(user);
    await bankStep(user);
    expect(screen.getByTestId('account-name')).toHaveTextContent('JOHN SMITH');
    expect(screen.queryByLabelText('Currency')).not.toBeInTheDocument();

    // The redirect to /login comes 2 s after the success toast (spec section 2 and 9), timed on the test's clock.
    // The server's answer waits until that clock is in place; only the timeouts are fake, so the answer still
    // arrives and the page still renders while the clock stands still.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post('*/api/account', async () => void (await held), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    answer();
    await whileClockStands(() => expect(screen.getByText('Registration complete. Please log in.')).toBeVisible());
    expect(currentPath(router)).toBe('/register');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(SPEC_REDIRECT_MS - 1));
    expect(currentPath(router)).toBe('/register');
    expect(router.state.navigation.state).toBe('idle'); // nor on its way there
    await act(() => vi.advanceTimersByTimeAsync(1));
    await whileClockStands(() => expect(currentPath(router)).toBe('/login'));
    expect(localStorage.getItem('code')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0)); // what the new page queued at once, before the clock goes real
    vi.useRealTimers();

    const member = getDb().members.find((m) => m.username === NEW_PHONE);
    expect(member).toMatchObject({
      name: 'New Member',
      sourceCode: 'LINE',
      inviteCode: 'PR1001',
      bankCode: 'KBANK',
      bankAccountName: 'JOHN SMITH',
      bankAccountNo: '1112223334',
      currency: null,
      active: true,
    });

    await user.type(await screen.findByLabelText('Phone number'), NEW_PHONE);
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentPath(router)).toBe('/user/home'));
    // The longest journey of the file (four steps and a login): 2.5 s on an idle machine; a slow CI host has taken 5x.
  }, 30_000);

  it('with OTP registration off goes from the phone straight to the profile (three steps), sending no code', async () => {
    setScenario({ registerOTP: false });
    const sends = vi.fn();
    server.use(
      http.post('*/api/otp/send', () => {
        sends();
        return HttpResponse.json({ message: 'OTP_SEND_FAIL' }, { status: 500 });
      }),
    );
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await heading('Your details');
    expect(screen.getByText(stepText(2, 3))).toBeInTheDocument();
    expect(screen.queryByText('Confirm OTP')).not.toBeInTheDocument();
    expect(sends).not.toHaveBeenCalled();
  });

  it('skips the OTP step when the send answers OTP_VERIFIED, and back returns to the phone', async () => {
    const sent = await api.post<{ otpToken: string }>('/api/otp/send', { phoneNumber: NEW_PHONE });
    await api.post('/api/otp/verify', { otpToken: sent.otpToken, otpCode: '123456' });
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await heading('Your details');
    expect(screen.getByText(stepText(3, 4))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Phone number');
    expect(screen.getByLabelText('Phone number')).toHaveValue(NEW_PHONE);
  });

  it('the back action keeps what was typed on every step', async () => {
    setScenario({ registerOTP: false });
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user, 'SCB', '5556667778', 'Ann', 'Lee');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Your details');
    expect(screen.getByLabelText('Name')).toHaveValue('New Member');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('Secret12');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await heading('Bank account');
    expect(screen.getByLabelText('Account number')).toHaveValue('5556667778');
    expect(screen.getByLabelText('First name (as on the account)')).toHaveValue('Ann');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await heading('Phone number');
    expect(screen.getByLabelText('Phone number')).toHaveValue(NEW_PHONE);
  });

  it('without a link the invite code is editable and sent upper-cased', async () => {
    setScenario({ registerOTP: false });
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await heading('Your details');
    const invite = screen.getByLabelText('Inviter code (optional)');
    expect(invite).not.toHaveAttribute('readonly');
    await user.type(invite, 'pr1002');
    await profileStep(user);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration complete. Please log in.')).toBeInTheDocument();
    expect(getDb().members.find((m) => m.username === NEW_PHONE)?.inviteCode).toBe('PR1002');
  });

  it('checks the phone length on the client and sends nothing for 9 or 11 digits', async () => {
    let sends = 0;
    onRequestStart(({ request }) => {
      if (request.url.endsWith('/api/otp/send')) sends += 1;
    });
    const { user } = await renderApp('/register');
    await phoneStep(user, '091111111');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'The phone number must support 10 digits',
    );
    await user.type(screen.getByLabelText('Phone number'), '11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'The phone number must support 10 digits',
    );
    expect(sends).toBe(0);
  });

  it('profile: passwords must match; bank: English-only name at KTB, shown uppercase', async () => {
    setScenario({ registerOTP: false });
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await heading('Your details');
    await user.type(screen.getByLabelText('Name'), 'New Member');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.type(screen.getByLabelText('Confirm password'), 'Secret13');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("passwords don't match");
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.clear(screen.getByLabelText('Name'));
    await user.clear(screen.getByLabelText('Password'));
    await profileStep(user);

    await bankStep(user, 'KTB', '1112223334', 'สมชาย', 'ใจดี');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByLabelText('First name (as on the account)')).toHaveAccessibleDescription(
      'Bank account name must be in English only',
    );
    expect(getDb().members.some((m) => m.username === NEW_PHONE)).toBe(false);
  });
});
