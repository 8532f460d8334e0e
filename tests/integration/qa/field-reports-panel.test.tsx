import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearFieldReports, fieldReports } from '@mocks/qa/field-reports';
import { QaPanel } from '@mocks/qa/qa-panel';

afterEach(() => clearFieldReports());

const contract = {
  type: 'contract',
  method: 'GET',
  path: '/api/wallet',
  field: 'wallet',
  route: '/user/home',
  version: '1.1.14',
};
const error = {
  type: 'error',
  kind: 'rejection',
  name: 'TypeError',
  frames: [{ file: '/assets/wallet-Bq3xK9zA.js', line: 1, column: 901 }],
  route: '/user/home',
  version: '1.1.14',
};

describe('field signals in the mocked build', () => {
  it('the MSW handler keeps an allow-listed batch, refuses anything else, and the QA console lists it', async () => {
    const post = (body: string) => fetch('http://localhost/__mock/reports', { method: 'POST', body });
    expect((await post(JSON.stringify({ reports: [{ ...contract, phone: '0812345678' }] }))).status).toBe(400);
    expect((await post('not json')).status).toBe(400);
    expect(fieldReports()).toEqual([]);
    const withMessage = { ...error, message: 'TypeError: x' };
    expect((await post(JSON.stringify({ reports: [withMessage] }))).status).toBe(400);
    expect((await post(JSON.stringify({ reports: [contract, error] }))).status).toBe(200);

    const user = userEvent.setup();
    render(<QaPanel onClose={vi.fn()} />);
    const panel = await screen.findByRole('complementary', { name: 'QA console (mocked backend)' });
    await user.click(within(panel).getByText('Field signals (2)'));
    expect(within(panel).getByText('GET /api/wallet: wallet')).toBeInTheDocument();
    expect(within(panel).getByText('rejection: TypeError /assets/wallet-Bq3xK9zA.js:1:901')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).getByText('Field signals (0)')).toBeInTheDocument();
  });

  it('a flood from the page keeps the earlier reports, and the console shows how many were dropped', async () => {
    const post = (reports: unknown[]) =>
      fetch('http://localhost/__mock/reports', { method: 'POST', body: JSON.stringify({ reports }) });
    expect((await post([contract])).status).toBe(200);
    const answers = [];
    for (let sent = 0; sent < 800; sent += 20) answers.push((await post(Array<unknown>(20).fill(error))).status);
    expect(answers.filter((status) => status === 429)).toHaveLength(35);

    const user = userEvent.setup();
    render(<QaPanel onClose={vi.fn()} />);
    const panel = await screen.findByRole('complementary', { name: 'QA console (mocked backend)' });
    await user.click(within(panel).getByText('Field signals (100)'));
    expect(
      within(panel).getByText(
        "Dropped: 701 over the limit of 100 a minute per sender, 0 with the store full of other senders' first 5",
      ),
    ).toBeInTheDocument();
    expect(fieldReports()[0]?.report).toEqual(contract);
  });
});
