import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { listFaults } from '@mocks/qa/faults';
import { injectedHtml } from '@mocks/qa/html-injection';
import { QaPanel } from '@mocks/qa/qa-panel';
import { getScenario } from '@mocks/scenarios';
import { api } from '@tests/support/raw-api';

async function openPanel() {
  const user = userEvent.setup();
  render(<QaPanel onClose={vi.fn()} />);
  const panel = await screen.findByRole('complementary', { name: 'QA console (mocked backend)' });
  return { user, panel };
}

describe('QA console', () => {
  it('switches scenario flags at once, and the lookups follow', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByRole('checkbox', { name: 'Registration asks for OTP' }));
    expect(getScenario().registerOTP).toBe(false);
    expect(await api.get('/api/lookup/registerOTP')).toEqual({ registerOTP: false });
    await user.click(within(panel).getByRole('checkbox', { name: 'Site terminated (gone)' }));
    expect(await api.get('/api/lookup/active')).toEqual({ terminated: 'gone' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Card-wallet deposit' }), 'GIFT_LINK');
    expect(getScenario().walletMode).toBe('GIFT_LINK');
  });

  it('adds and clears a fault on a chosen endpoint', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Inject a fault'));
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Endpoint' }), 'GET /api/wallet');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Code' }), 'INVALID_USER_1');
    await user.click(within(panel).getByRole('button', { name: 'Add fault' }));
    expect(listFaults()).toEqual([
      expect.objectContaining({ endpoint: 'GET /api/wallet', kind: 'code', code: 'INVALID_USER_1', once: true }),
    ]);
    expect(within(panel).getByText(/GET \/api\/wallet → INVALID_USER_1/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear all faults' }));
    expect(listFaults()).toEqual([]);
  });

  it('lists the seeded accounts with their passwords', async () => {
    const { panel } = await openPanel();
    const rows = within(panel).getAllByRole('row');
    expect(rows.some((row) => /0812345678/.test(row.textContent ?? '') && /Demo1234/.test(row.textContent ?? ''))).toBe(
      true,
    );
  });

  it('resets the database and turns HTML injection on and off', async () => {
    const { user, panel } = await openPanel();
    await user.click(within(panel).getByText('Server HTML injection'));
    await user.click(within(panel).getByRole('button', { name: 'Preset 1' }));
    await user.click(within(panel).getByRole('button', { name: 'Put into every HTML field' }));
    expect(injectedHtml()).toContain('onerror');
    await user.click(within(panel).getByRole('button', { name: 'Turn off' }));
    expect(injectedHtml()).toBeNull();
    await user.click(within(panel).getByText('Mock database'));
    const before = getDb();
    await user.click(within(panel).getByRole('button', { name: 'Reset to seed' }));
    expect(getDb()).not.toBe(before);
    expect(within(panel).getByText('Database reset to the seed')).toBeInTheDocument();
  });
});
