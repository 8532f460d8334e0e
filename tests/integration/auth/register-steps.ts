import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { renderApp } from '@tests/support/render-app';

// The register wizard's steps as a member walks them (shared by the register tests).

export const NEW_PHONE = '0911111111';
export type User = Awaited<ReturnType<typeof renderApp>>['user'];

export const stepText = (current: number, total: number) => `Step ${current} of ${total}`;
export const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });

export async function phoneStep(user: User, phone = NEW_PHONE) {
  await user.type(await screen.findByLabelText('Phone number'), phone);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function otpStep(user: User, code = '123456') {
  await heading('Confirm OTP');
  await user.type(screen.getByLabelText('OTP code'), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

/** Fills step 3; `source` null leaves the source select on its empty choice. */
export async function profileStep(user: User, source: string | null = 'LINE') {
  await heading('Your details');
  await user.type(screen.getByLabelText('Name'), 'New Member');
  await user.type(screen.getByLabelText('Password'), 'Secret12');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret12');
  if (source !== null) {
    await user.selectOptions(
      await screen.findByLabelText('How did you hear about us?'),
      await screen.findByRole('option', { name: source }),
    );
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export async function bankStep(
  user: User,
  bank = 'KBANK',
  accountNo = '1112223334',
  first = ' john ',
  last = 'smith ',
) {
  await heading('Bank account');
  await user.selectOptions(
    await screen.findByLabelText('Bank'),
    await screen.findByRole('option', { name: new RegExp(`\\(${bank}\\)`) }),
  );
  await user.type(screen.getByLabelText('Account number'), accountNo);
  await user.type(screen.getByLabelText('First name (as on the account)'), first);
  await user.type(screen.getByLabelText('Last name (as on the account)'), last);
}

export const toast = async (text: string) => {
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((a) => a.textContent).join(' | ')).toContain(text);
};
