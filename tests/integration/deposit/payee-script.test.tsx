import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setScenario } from '@mocks/scenarios';
import { changeLocale } from '@/lib/i18n';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { agreementSeen } from '../wallet/helpers';

// The payee of a deposit account is a server text (docs/backend-contract.md): the mock answers it in the
// language of the call, the app shows it as sent and loads it again on a language change.

async function openDeposit(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  const actions = await screen.findByRole('navigation', { name: 'Quick actions' }, { timeout: 5000 });
  await user.click(within(actions).getByRole('button', { name: 'Deposit' }));
  return screen.findByRole('dialog', { name: 'Deposit' }, { timeout: 5000 });
}

describe('the payee name in the member’s script', () => {
  it.each([false, true])('English, then Lao, for the baht member (spec-minimal answers: %s)', async (specMinimal) => {
    setScenario({ specMinimal });
    agreementSeen();
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const dialog = await openDeposit(user);
    expect((await within(dialog).findAllByText('MEMBER PORTAL CO., LTD.')).length).toBeGreaterThan(0);
    expect(dialog).not.toHaveTextContent(/บจก|ບໍລິສັດ/);
    await changeLocale('la');
    expect((await within(dialog).findAllByText('ບໍລິສັດ ເມັມເບີ ພອດທັລ ຈຳກັດ')).length).toBeGreaterThan(0);
    expect(dialog).not.toHaveTextContent('บจก.');
  });
});
