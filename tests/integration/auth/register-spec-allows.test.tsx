import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { renderApp } from '@tests/support/render-app';
import { bankStep, heading, NEW_PHONE, otpStep, phoneStep, profileStep, toast } from './register-steps';

// Spec section 5: "Register step 3: name, phone, password and confirm password required and the two
// passwords must match. Step 4: bank, account number, first name and last name required." Nothing more is
// refused on the client; what the server refuses it names, and the screen shows that answer translated.

/** Records the JSON bodies sent to `path`, then lets the mock answer as usual. */
function bodiesSentTo(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

const REGISTERED = 'Registration complete. Please log in.';

describe('registration takes what the spec allows', () => {
  it('registers without a source chosen: the source is sent empty', async () => {
    setScenario({ registerOTP: false });
    const validated = bodiesSentTo('/api/account/validate');
    const registered = bodiesSentTo('/api/account');
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await profileStep(user, null);
    await bankStep(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
    expect(validated).toEqual([expect.objectContaining({ sourceCode: '' })]);
    expect(registered).toEqual([expect.objectContaining({ sourceCode: '' })]);
    expect(getDb().members.find((m) => m.username === NEW_PHONE)?.sourceCode).toBe('');
  });

  it.each(['123456789', '1234567890123456789'])(
    'sends the account number %s to the server, which registers it',
    async (accountNo) => {
      setScenario({ registerOTP: false });
      const registered = bodiesSentTo('/api/account');
      const { user } = await renderApp('/register');
      await phoneStep(user);
      await profileStep(user);
      await bankStep(user, 'SCB', accountNo);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText(REGISTERED)).toBeInTheDocument();
      expect(registered).toEqual([expect.objectContaining({ bankAccountNo: accountNo })]);
      expect(getDb().members.find((m) => m.username === NEW_PHONE)?.bankAccountNo).toBe(accountNo);
    },
  );

  it('an account number the server refuses shows its answer (INVALID_USER_INFO) translated', async () => {
    setScenario({ registerOTP: false });
    const registered = bodiesSentTo('/api/account');
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await profileStep(user);
    await bankStep(user, 'SCB', '12345ABC');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await toast('The registration details are not valid.');
    expect(registered).toEqual([expect.objectContaining({ bankAccountNo: '12345ABC' })]);
    expect(await heading('Bank account')).toBeInTheDocument();
  });

  it('sends a 4-digit OTP code to verify and shows the server answer (OTP_CODE_INVALID) translated', async () => {
    const verified = bodiesSentTo('/api/otp/verify');
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await otpStep(user, '1234');
    await toast('The OTP code is incorrect.');
    expect(verified).toEqual([expect.objectContaining({ otpCode: '1234' })]);
    expect(screen.getByRole('heading', { level: 2, name: 'Confirm OTP' })).toBeInTheDocument();
  });
});
