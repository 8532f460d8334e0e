import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { server } from '@mocks/node';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';
import { renderHome, SEEDED } from '@tests/support/render-app';
import { forgetIntentsInMemory } from '@/lib/kept-intents';
import { formatDateTime } from '@/lib/format';
import { actAndConfirm, agreementSeen, openWithdraw, totalBalanceText } from '../wallet/helpers';

// Home shows the member's moves under way from the server's record (the statement's and the slip list's first
// pages), so a member who reloads, lost the tab's storage or changed phone sees what is on its way before sending
// it again; a withdrawal that failed says its money is back. Each opens the receipt of its move, the same record
// as the receipt shown when the move was answered.

beforeEach(() => {
  agreementSeen();
  server.use(http.get('*/api/wallet/refresh/slot', () => HttpResponse.json({ message: 'SUCCESS' })));
});

const underWay = () => screen.findByRole('region', { name: 'Money moves in progress' });
const items = (region: HTMLElement) => within(region).getAllByRole('listitem');
const newest = (type: string, status: string) =>
  getDb()
    .statements.filter((s) => s.memberId === 'm-1001' && s.statementType === type && s.status === status)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
const slipsBeingChecked = () =>
  getDb()
    .slips.filter((s) => s.memberId === 'm-1001' && s.status === 'PENDING')
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

describe("home's moves under way, from the server's record", () => {
  it('lists the slips being checked and the transfer in progress, newest first, and the withdrawal that failed', async () => {
    await renderHome({ as: SEEDED.member.phone });
    const region = await underWay();
    const [first, second] = slipsBeingChecked();
    const transfer = newest('transfer', 'PENDING');
    await waitFor(() => expect(region).toHaveTextContent('1,200.00 baht'));
    expect(items(region).map((item) => item.textContent)).toEqual([
      `Deposit with a slip 500.00 bahtBeing checked · ${formatDateTime(first.createdAt)}Receipt`,
      `Deposit with a slip 1,200.00 bahtBeing checked · ${formatDateTime(second.createdAt)}Receipt`,
      `Transfer 20.00 bahtIn progress · ${formatDateTime(transfer.createdAt)}Receipt`,
    ]);
    // The seeded withdrawal of 35.50 failed 16 hours ago: within the day home tells of it.
    const failed = newest('withdraw', 'FAILED');
    expect(
      screen.getByText(
        `Your withdrawal of 35.50 baht on ${formatDateTime(failed.createdAt)} failed. The money is back in your wallet.`,
      ),
    ).toBeInTheDocument();
  });

  it('a withdrawal that failed more than a day ago is no longer told', async () => {
    updateDb((db) => {
      for (const s of db.statements) {
        if (s.memberId === 'm-1001' && s.statementType === 'withdraw' && s.status === 'FAILED') {
          // A day and a second before now: the seeded history moves back with it, still on the first page.
          s.createdAt = new Date(Date.now() - 24 * 60 * 60_000 - 1_000).toISOString();
        }
      }
    });
    await renderHome({ as: SEEDED.member.phone });
    // The statement's page is in once its transfer in progress shows.
    await waitFor(async () => expect(await underWay()).toHaveTextContent('Transfer 20.00 baht'));
    expect(screen.queryByText(/The money is back in your wallet/)).not.toBeInTheDocument();
  });

  it('after a reload that lost the tab’s storage, the withdrawal sent shows on its way, with the receipt shown then', async () => {
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const success = await screen.findByRole('dialog', { name: 'In progress' });
    const atTheTime = receiptRows(success);
    expect(atTheTime[5]).toEqual(['Date and time', expect.stringMatching(DATE_TIME)]);

    // A reload on a phone whose storage kept nothing of this tab: no kept intent, a new page.
    cleanup();
    sessionStorage.clear();
    forgetIntentsInMemory();
    const { user: again } = await renderHome({ as: SEEDED.member.phone });
    await totalBalanceText();
    const region = await underWay();
    await waitFor(() => expect(items(region)[0]).toHaveTextContent('Withdrawal 150.00 baht'));
    const [withdrawal] = items(region);
    expect(withdrawal).toHaveTextContent(/On its way to Kasikorn Bank xxx-xxx-7890 \S+/);
    expect(screen.queryByText(/may still be carried out/)).not.toBeInTheDocument();

    await again.click(within(withdrawal).getByRole('button', { name: 'Receipt' }));
    const receipt = await screen.findByRole('dialog', { name: 'Withdrawal' });
    expect(receiptRows(receipt)).toEqual(atTheTime);
  });

  it('a slip being checked opens its receipt: its reference, from the member’s bank to the wallet', async () => {
    const { user } = await renderHome({ as: SEEDED.member.phone });
    const region = await underWay();
    const [slip] = slipsBeingChecked();
    await waitFor(() => expect(items(region)[0]).toHaveTextContent('500.00 baht'));
    await user.click(within(items(region)[0]).getByRole('button', { name: 'Receipt' }));
    const receipt = await screen.findByRole('dialog', { name: 'Deposit with a slip' });
    expect(receiptRows(receipt)).toEqual([
      ['Type', 'Deposit with a slip'],
      ['Status', 'Being checked'],
      ['Amount', '500.00 baht'],
      ['From', expect.stringMatching(/^Kasikorn Bank xxx-xxx-7890 \S/)],
      ['To', 'Wallet'],
      ['Date and time', formatDateTime(slip.createdAt)],
      ['Reference', slip.reference],
    ]);
  });

  it('a record that could not be loaded says so with Try again, and shows once it loads', async () => {
    server.use(
      http.post('*/api/statement', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = await renderHome({ as: SEEDED.member.phone });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const region = await underWay();
    await waitFor(() => expect(region).toHaveTextContent('Transfer 20.00 baht'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
