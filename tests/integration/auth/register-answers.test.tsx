import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, resetClock } from '@mocks/clock';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderApp } from '@tests/support/render-app';
import en from '@/locales/en.json';
import { bankStep, heading, NEW_PHONE, otpStep, phoneStep, profileStep, toast } from './register-steps';

afterEach(() => {
  vi.useRealTimers();
  resetClock();
});

describe('register wizard: OTP and server answers', () => {
  it('a wrong OTP shows OTP_CODE_INVALID as a danger toast that lasts 4 s', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await otpStep(user, '000000');
    await toast(en.errors.OTP_CODE_INVALID);
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(en.errors.OTP_CODE_INVALID))!;
    expect(alert).toHaveClass('text-bg-danger');
    await act(async () => {
      vi.advanceTimersByTime(3500);
    });
    expect(alert).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(alert).not.toBeInTheDocument();
  });

  it('after a wrong OTP, the right one moves on to the profile step and takes the red toast away', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await otpStep(user, '000000');
    await toast(en.errors.OTP_CODE_INVALID);
    // The pointer rests on the red toast (which holds it open) while the keyboard enters the right code.
    await user.hover(screen.getByText(en.errors.OTP_CODE_INVALID));
    await user.clear(screen.getByLabelText('OTP code'));
    await user.keyboard('123456{Enter}');
    await heading('Your details');
    // Gone at once, not 4 s later when the toast would have timed out.
    expect(screen.queryByText(en.errors.OTP_CODE_INVALID)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an OTP older than 5 minutes gives OTP_EXPIRED, and a resend after the cooldown brings a new reference', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await heading('Confirm OTP');
    advanceClock(5 * 60_000 + 1);
    await otpStep(user);
    await toast(en.errors.OTP_EXPIRED);

    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.now() + 61_000 });
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    const resend = await screen.findByRole('button', { name: 'Send the code again' });
    await user.click(resend);
    expect(await screen.findByText('A new code has been sent.')).toBeInTheDocument();
    vi.useRealTimers();
    expect(screen.getByTestId('otp-ref').textContent).toMatch(/^[A-Z]{4}$/);
    expect(getDb().otps[0].sentAt).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('OTP code'));
    await otpStep(user);
    await heading('Your details');
  });

  it('an already-registered phone gets EXISTING_USER and an already-used bank account EXISTING_BANK', async () => {
    setScenario({ registerOTP: false });
    const { user } = await renderApp('/register');
    // OTP off: no code is sent for the phone, so the server's check of the details (validate) names it.
    await phoneStep(user, '0812345678');
    await profileStep(user);
    await toast(en.errors.EXISTING_USER);
    expect(await heading('Your details')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(await screen.findByLabelText('Phone number'));
    await phoneStep(user);
    await heading('Your details');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await bankStep(user, 'KBANK', '1234567890');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await toast(en.errors.EXISTING_BANK);
    expect(getDb().members.some((m) => m.username === NEW_PHONE)).toBe(false);
  });

  it.each([
    ['/api/otp/send', 'PHONE_NUMBER_REQUIRE_10_DIGIT'],
    ['/api/otp/send', 'REQUEST_LIMIT_1MIN'],
    ['/api/otp/send', 'OTP_BLOCK'],
    ['/api/otp/send', 'EXISTING_USER'],
    ['/api/otp/verify', 'OTP_EXPIRED'],
    ['/api/otp/verify', 'OTP_CODE_INVALID'],
    ['/api/otp/verify', 'OTP_BLOCK'],
    ['/api/otp/verify', 'OTP_TOKEN_INVALID'],
    ['/api/account/validate', 'UNVERIFIED_OTP'],
    ['/api/account/validate', 'EXISTING_USER'],
    ['/api/account', 'EXISTING_BANK'],
    ['/api/account', 'BANK_ACCOUNT_NAME_ENG'],
    ['/api/account', 'REGISTER_FAIL'],
  ] as const)('%s answering %s shows its translated text as a danger toast', async (path, code) => {
    server.use(http.post(`*${path}`, () => HttpResponse.json({ message: code }, { status: 400 })));
    const { user } = await renderApp('/register');
    await phoneStep(user);
    if (path !== '/api/otp/send') {
      await otpStep(user);
      if (path !== '/api/otp/verify') {
        await profileStep(user);
        if (path === '/api/account') {
          await bankStep(user);
          await user.click(screen.getByRole('button', { name: 'Register' }));
        }
      }
    }
    await toast(en.errors[code]);
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes(en.errors[code]));
    expect(alert).toHaveClass('text-bg-danger');
  });

  it('five wrong OTP codes block the phone (OTP_BLOCK), after which even 123456 is refused', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user);
    for (let i = 0; i < 4; i += 1) {
      await otpStep(user, '000000');
      await toast(en.errors.OTP_CODE_INVALID);
      await user.clear(screen.getByLabelText('OTP code'));
    }
    await otpStep(user, '000000');
    await toast(en.errors.OTP_BLOCK);
    await user.clear(screen.getByLabelText('OTP code'));
    await otpStep(user, '123456');
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').filter((a) => a.textContent?.includes(en.errors.OTP_BLOCK)).length,
      ).toBeGreaterThan(1),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm OTP' })).toBeInTheDocument();
  });

  it('works in Lao: the step indicator and labels are translated', async () => {
    const la = (await import('@/locales/la.json')).default;
    await renderApp('/register', { locale: 'la' });
    expect(await screen.findByRole('heading', { level: 2, name: la.register.steps.phone })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: la.register.stepsLabel });
    expect(within(steps).getByText(la.register.steps.bank)).toBeInTheDocument();
  });
});
