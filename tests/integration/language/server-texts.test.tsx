import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { otpStep, phoneStep } from '@tests/integration/auth/register-steps';
import { agreementSeen } from '@tests/integration/wallet/helpers';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import { onRequestStart } from '@tests/support/request-events';

/**
 * Issue 18: the server writes its HTML and texts in the language each call asks for (Accept-Language), and
 * the app loads them again when the member changes language.
 */

beforeEach(agreementSeen);

/** "METHOD /path lang" of every call from now on. */
function recordCalls(): string[] {
  const seen: string[] = [];
  onRequestStart(({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('Accept-Language')}`);
  });
  return seen;
}

describe('server texts follow the member language', () => {
  it('the contact text on screen is loaded again in Lao when the member switches to Lao', async () => {
    const { user } = await renderApp('/user/contact', { as: SEEDED.member.phone });
    expect(await screen.findByText(/Our team is here for you/, {}, { timeout: 5000 })).toBeInTheDocument();
    const calls = recordCalls();
    await user.selectOptions(screen.getByLabelText(en.language.label), 'la');
    expect(await screen.findByText(/ທີມງານພ້ອມໃຫ້ບໍລິການ/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText(/Our team is here for you/)).not.toBeInTheDocument();
    expect(calls).toContain('GET /api/lookup/contact lo');
    // Money answers are not loaded again for a language change.
    expect(calls.filter((call) => call.startsWith('GET /api/wallet '))).toEqual([]);
  });

  it('the conditions opened after a switch to Lao are the Lao ones, from a second call', async () => {
    const { user } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const calls = recordCalls();
    const menu = await screen.findByRole('navigation', { name: en.nav.main });
    await user.click(within(menu).getByRole('button', { name: en.nav.conditions }));
    let dialog = await screen.findByRole('dialog', { name: en.conditions.title });
    expect(await within(dialog).findByText(/18 years or older/)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: en.common.close })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.selectOptions(screen.getByLabelText(en.language.label), 'la');
    const laMenu = await screen.findByRole('navigation', { name: la.nav.main });
    await user.click(within(laMenu).getByRole('button', { name: la.nav.conditions }));
    dialog = await screen.findByRole('dialog', { name: la.conditions.title });
    expect(await within(dialog).findByText(/18 ປີຂຶ້ນໄປ/)).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('18 years or older');
    expect(calls.filter((call) => call.startsWith('GET /api/lookup/conditions'))).toEqual([
      'GET /api/lookup/conditions en',
      'GET /api/lookup/conditions lo',
    ]);
  });

  it('the registration sources on screen are loaded again in Lao when the visitor switches to Lao', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user);
    await otpStep(user);
    const source = await screen.findByLabelText('How did you hear about us?', {}, { timeout: 5000 });
    expect(await within(source).findByRole('option', { name: 'A friend told me' })).toBeInTheDocument();
    const calls = recordCalls();
    await user.selectOptions(screen.getByLabelText(en.language.label), 'la');
    const laSource = await screen.findByLabelText(la.register.source, {}, { timeout: 5000 });
    expect(await within(laSource).findByRole('option', { name: 'ໝູ່ແນະນຳ' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(laSource).queryByRole('option', { name: 'A friend told me' })).not.toBeInTheDocument();
    expect(calls).toContain('GET /api/lookup/sources lo');
  });

  it('the bonus names on screen are loaded again in Lao when the member switches to Lao', async () => {
    const { user } = await renderApp('/user/bonus', { as: SEEDED.member.phone });
    const grid = await screen.findByRole('region', { name: 'Bonuses' }, { timeout: 5000 });
    expect(await within(grid).findByRole('button', { name: /Daily bonus 20 baht/ })).toBeInTheDocument();
    const calls = recordCalls();
    await user.selectOptions(screen.getByLabelText(en.language.label), 'la');
    const laGrid = await screen.findByRole('region', { name: 'ໂບນັດ' }, { timeout: 5000 });
    expect(
      await within(laGrid).findByRole('button', { name: /ໂບນັດລາຍວັນ 20 ບາດ/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(laGrid).queryByRole('button', { name: /Daily bonus/ })).not.toBeInTheDocument();
    expect(calls).toContain('GET /api/bonus lo');
  });
});
