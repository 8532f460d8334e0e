import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { keyOf } from '@/contract/endpoint';
import type { StatementEntry } from '@/contract/statement';
import { wallet } from '@/contract/wallet';
import { formatDateTime } from '@/lib/format';
import { forgetIntentsInMemory, keepIntent, keptIntent } from '@/lib/kept-intents';
import { receiptRows } from '@tests/support/receipt';
import { currentPath, renderApp, renderHome, SEEDED } from '@tests/support/render-app';
import { agreementSeen } from '../wallet/helpers';

// Issue 41, point 4: home's notice after a reload (a withdrawal that got no answer may still be carried out) tells
// the member to check the statement, but had no way to it, and its warning icon shrank to about 4 px beside the
// long text. It now links to the statement page and its icon keeps its 20 px.

const WITHDRAW = JSON.stringify(keyOf(wallet.withdraw));
const MINUTE = 60_000;

/** A withdrawal of 150 kept from before the reload, sent `ago` ms before now (a minute by default), never answered. */
function keepUnansweredWithdrawal(ago = MINUTE): number {
  forgetIntentsInMemory();
  const at = Date.now() - ago;
  keepIntent('m-1001', WITHDRAW, {
    input: JSON.stringify({ amount: 150 }),
    key: 'key-before-reload',
    at,
    uncertain: true,
    amount: 150,
  });
  return at;
}

describe('the notice of a money move that may still be carried out', () => {
  it('links to the statement page, and its icon does not shrink beside the text', async () => {
    keepUnansweredWithdrawal();
    const { user, router } = await renderApp('/user/home', { as: SEEDED.member.phone });
    const text = await screen.findByText(/A withdrawal of 150\.00 baht sent at .* may still be carried out/);
    const notice = text.closest<HTMLElement>('[role="status"]')!;

    const icon = notice.querySelector('svg')!;
    expect(icon).toHaveAttribute('width', '20');
    // A flex item that may not shrink: the text beside it no longer squeezes it to a few pixels.
    expect(icon).toHaveClass('flex-shrink-0');

    const link = within(notice).getByRole('link', { name: 'View statement' });
    expect(link).toHaveAttribute('href', '/user/statement');
    await user.click(link);
    await waitFor(() => expect(currentPath(router)).toBe('/user/statement'));
    expect(await screen.findByRole('heading', { name: 'Statement' })).toBeInTheDocument();
  });
});

/** The statement's first page, as the server answers it: these lines only. */
function statementHolds(...statements: StatementEntry[]) {
  server.use(
    http.post('*/api/statement', () => HttpResponse.json({ total: statements.length, statements })),
    http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })),
  );
}

const withdrawalLine = (at: number, status: string): StatementEntry => ({
  statementType: 'withdraw',
  status,
  from: 'WALLET',
  to: 'KBANK',
  amount: 150,
  createdAt: new Date(at).toISOString(),
});

const notice = async (text: RegExp | string) =>
  (await screen.findByText(text)).closest<HTMLElement>('[role="status"]')!;

/** Home after a reload, with the withdrawal kept from before it; the statement answers `lines(sentAt)`. */
async function reloadWith(ago: number, lines: (sentAt: number) => StatementEntry[]) {
  agreementSeen();
  const sentAt = keepUnansweredWithdrawal(ago);
  statementHolds(...lines(sentAt));
  const app = await renderHome({ as: SEEDED.member.phone });
  return { ...app, time: formatDateTime(sentAt) };
}

describe('the kept withdrawal, settled against the statement', () => {
  it('found in progress: it reached us, with its receipt; listed once, under way only after OK', async () => {
    const { user, time } = await reloadWith(MINUTE, (at) => [withdrawalLine(at + 2_000, 'PENDING')]);
    const reached = `Your withdrawal of 150.00 baht sent at ${time} reached us and is on its way.`;
    const box = await notice(reached);
    expect(screen.queryByText(/may still be carried out/)).not.toBeInTheDocument();
    // The notice tells of it: the moves under way do not list it a second time.
    const underWay = await screen.findByRole('region', { name: 'Money moves in progress' });
    await waitFor(() => expect(underWay).toHaveTextContent('Deposit with a slip'));
    expect(underWay).not.toHaveTextContent('Withdrawal 150.00 baht');

    await user.click(within(box).getByRole('button', { name: 'Receipt' }));
    const receipt = await screen.findByRole('dialog', { name: 'Withdrawal' });
    expect(receiptRows(receipt).slice(0, 3)).toEqual([
      ['Type', 'Withdrawal'],
      ['Status', 'In progress'],
      ['Amount', '150.00 baht'],
    ]);
    await user.click(within(receipt).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(receipt).not.toBeInTheDocument());

    await user.click(within(box).getByRole('button', { name: 'OK' }));
    const region = await screen.findByRole('region', { name: 'Money moves in progress' });
    expect(region).toHaveTextContent('Withdrawal 150.00 baht');
    // The key stays: the same withdrawal again is that request's repeat.
    expect(keptIntent('m-1001', WITHDRAW)?.key).toBe('key-before-reload');
  });

  it('found failed: the money is back in the wallet, told once', async () => {
    const { time } = await reloadWith(MINUTE, (at) => [withdrawalLine(at + 2_000, 'FAILED')]);
    await notice(`Your withdrawal of 150.00 baht sent at ${time} failed. The money is back in your wallet.`);
    expect(screen.getAllByText(/The money is back in your wallet/)).toHaveLength(1);
  });

  it('not found after the window: it did not arrive and may be sent again, the key kept', async () => {
    // Sent five minutes ago; the statement holds only a withdrawal of 150 from before it (another, answered).
    const { time } = await reloadWith(5 * MINUTE, (at) => [withdrawalLine(at - 2 * MINUTE, 'SUCCESS')]);
    await notice(`Your withdrawal of 150.00 baht sent at ${time} did not arrive. You can send it again.`);
    expect(keptIntent('m-1001', WITHDRAW)?.key).toBe('key-before-reload');
  });

  it('still young and not found: it may still be carried out, until the window passes', async () => {
    const { time } = await reloadWith(MINUTE, () => []);
    await notice(
      new RegExp(`A withdrawal of 150\\.00 baht sent at ${time} got no answer and may still be carried out`),
    );
    // A minute on, the window has passed: the statement loads again and it did not arrive.
    await act(async () => {
      vi.advanceTimersByTime(MINUTE);
    });
    await notice(`Your withdrawal of 150.00 baht sent at ${time} did not arrive. You can send it again.`);
    expect(screen.queryByText(/may still be carried out/)).not.toBeInTheDocument();
  });
});
