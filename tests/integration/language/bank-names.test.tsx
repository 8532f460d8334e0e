import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen, openWithdraw } from '@tests/integration/wallet/helpers';
import { otpStep, phoneStep, profileStep } from '@tests/integration/auth/register-steps';
import la from '@/locales/la.json';

/** Issue 18: a bank is named by nameTH in Thai and by nameEN in Lao and English. */

beforeEach(agreementSeen);

async function registerBankSelect() {
  const { user } = await renderApp('/register');
  await phoneStep(user);
  await otpStep(user);
  await profileStep(user);
  return screen.findByLabelText('Bank');
}

describe('bank names in the member language', () => {
  it('the withdraw modal names the destination bank in English', async () => {
    const { dialog } = await openWithdraw();
    expect(within(dialog).getByText(/Kasikorn Bank/)).toHaveTextContent('Kasikorn Bank 123-456-7890');
    expect(dialog).not.toHaveTextContent('ธนาคารกสิกรไทย');
  });

  it('the deposit bank panels name their banks in English in the Lao interface', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone, locale: 'la' });
    const actions = await screen.findByRole('navigation', { name: la.home.tiles.label });
    await user.click(within(actions).getByRole('button', { name: la.home.tiles.deposit }));
    const deposit = await screen.findByRole('dialog', { name: la.deposit.title }, { timeout: 5000 });
    expect(
      await within(deposit).findByRole('region', { name: /Kasikorn Bank/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(deposit).not.toHaveTextContent('ธนาคารกสิกรไทย');
  });

  it('the register bank select shows nameEN in English', async () => {
    const select = await registerBankSelect();
    expect(within(select).getByRole('option', { name: 'Kasikorn Bank (KBANK)' })).toBeInTheDocument();
  });

  it('the register bank select falls back to nameTH when the lookup sends only the spec fields', async () => {
    setScenario({ specMinimal: true });
    const select = await registerBankSelect();
    expect(within(select).getByRole('option', { name: 'ธนาคารกสิกรไทย (KBANK)' })).toBeInTheDocument();
  });
});
