import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { setScenario } from '@mocks/scenarios';
import { config } from '@/config';
import { changeLocale } from '@/lib/i18n';
import la from '@/locales/la.json';
import { renderApp } from '@tests/support/render-app';
import { bankStep, heading, phoneStep, profileStep } from './register-steps';

// Registration in the Laos build (spec section 9: currencies LAK and BAHT, default LAK; docs/backend-contract.md
// "bank order (Laos)"): the banks of the chosen currency lead the select, the currencies read as words.

const THAI_BUILD = { ...config };
const LAO_BANKS = ['BCEL', 'LDB', 'APB', 'JDB', 'LVB'];

/** The bank codes of the select's options, in order (after the empty choice). */
const bankCodes = () =>
  within(screen.getByLabelText('Bank'))
    .getAllByRole<HTMLOptionElement>('option')
    .map((option) => option.value)
    .filter(Boolean);

describe('registration in the Laos build', () => {
  beforeEach(() => {
    Object.assign(config, { variant: 'laos', phoneLength: null, currencies: ['LAK', 'BAHT'], defaultCurrency: 'LAK' });
    setScenario({ registerOTP: false });
  });
  afterEach(() => {
    Object.assign(config, THAI_BUILD);
  });

  it('puts the Lao banks first for kip, the Thai ones for baht, and sends the spec’s LAK or BAHT', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/account', async ({ request }) => {
        sent.push(((await request.clone().json()) as { currency?: unknown }).currency);
      }),
    );
    const { user } = await renderApp('/register');
    await phoneStep(user, '02055599999');
    await profileStep(user);
    await heading('Bank account');
    // In English BCEL is its English name, the code itself: named once, not "BCEL (BCEL)".
    await screen.findByRole('option', { name: 'BCEL' });
    expect(bankCodes().slice(0, 5)).toEqual(LAO_BANKS);

    const currency = screen.getByLabelText('Currency');
    expect(
      within(currency)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lao kip (LAK)', 'Thai baht (THB)']);
    expect(currency).toHaveDisplayValue('Lao kip (LAK)');
    await user.selectOptions(currency, 'Thai baht (THB)');
    expect(bankCodes()[0]).toBe('KBANK');
    expect(bankCodes().slice(-5)).toEqual(LAO_BANKS);

    await bankStep(user, 'SCB', '1112223334', 'Khamla', 'Phomma');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration complete. Please log in.')).toBeInTheDocument();
    expect(sent).toEqual(['BAHT']);
  });

  it('lists each bank of Laos once, by its Lao name and then its code', async () => {
    const { user } = await renderApp('/register');
    await phoneStep(user, '02055599998');
    await profileStep(user);
    await heading('Bank account');
    await screen.findByRole('option', { name: 'BCEL' });
    await act(() => changeLocale('la'));
    const names = within(screen.getByLabelText(la.register.bank))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names.filter((name) => name?.includes('BCEL'))).toEqual(['ທະນາຄານການຄ້າຕ່າງປະເທດລາວ (BCEL)']);
    expect(names).toContain('ທະນາຄານພັດທະນາລາວ (LDB)');
    expect(names).toContain('ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ (LVB)');
  });
});

describe('registration in the Thai build', () => {
  it('keeps the lookup’s order: the Thai banks, then the Lao ones', async () => {
    setScenario({ registerOTP: false });
    const { user } = await renderApp('/register');
    await phoneStep(user, '0911111112');
    await profileStep(user);
    await heading('Bank account');
    await screen.findByRole('option', { name: 'BCEL' });
    expect(bankCodes()[0]).toBe('KBANK');
    expect(bankCodes().slice(-5)).toEqual(LAO_BANKS);
  });
});
