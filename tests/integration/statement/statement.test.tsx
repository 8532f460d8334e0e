import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb, updateDb } from '@mocks/db';
import { recordStatement } from '@mocks/domain/ledger';
import { server } from '@mocks/node';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { formatDateTime } from '@/lib/format';
import { DATE_TIME, receiptRows } from '@tests/support/receipt';
import { statementDays, statementLines } from '@tests/support/statement';

const entries = () => statementLines(screen.getByRole('list', { name: /Statement, page/ }));
const pad = (n: number) => String(n).padStart(2, '0');
/** HH:mm:ss of spec section 9's date format, in the member's (this device's) time. */
const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
/** A day `back` days before today, at `hours`:05 local time. */
function daysAgo(back: number, hours: number): Date {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() - back, hours, 5, 0);
}
/** A successful statement line of spec section 3. */
const line = (statementType: string, at: Date, amount: number) => ({
  statementType,
  status: 'SUCCESS',
  from: statementType === 'withdraw' ? 'WALLET' : 'KBANK',
  to: statementType === 'withdraw' ? 'KBANK' : 'WALLET',
  amount,
  createdAt: at.toISOString(),
});

/** The first page, once its amounts show (they wait for the member's currency). */
async function firstPageWithAmounts() {
  const list = await screen.findByRole('list', { name: 'Statement, page 1' });
  await waitFor(() => expect(within(list).queryAllByText('Loading')).toHaveLength(0));
  return list;
}

describe('statement page', () => {
  it('groups the lines under Today, Yesterday and the date, in the order the server sent them', async () => {
    // Today 00:05 (a test run just after midnight still dates it today: nothing later is sent).
    const lines = [
      line('deposit', daysAgo(0, 0), 100),
      line('withdraw', daysAgo(1, 23), 200),
      line('deposit', daysAgo(1, 0), 300),
      line('bonus', daysAgo(3, 12), 400),
    ];
    server.use(http.post('*/api/statement', () => HttpResponse.json({ total: lines.length, statements: lines })));
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    const list = await firstPageWithAmounts();
    const older = daysAgo(3, 12);
    const olderDate = `${pad(older.getDate())}/${pad(older.getMonth() + 1)}/${older.getFullYear()}`;
    const days = statementDays(list);
    expect(days.map((day) => [day.heading, day.lines.length])).toEqual([
      ['Today', 1],
      ['Yesterday', 2],
      [olderDate, 1],
    ]);
    // Each line under its day's heading shows its time only, the date being the heading's.
    expect(days[0].lines[0]).toHaveTextContent('+100.00 baht');
    expect(days[1].lines.map((row) => row.querySelector('time')?.textContent)).toEqual(['23:05:00', '00:05:00']);
    expect(days[1].lines[0]).toHaveTextContent('-200.00 baht');
    expect(days[1].lines[1]).toHaveTextContent('+300.00 baht');
    expect(days[2].lines[0]).toHaveTextContent('+400.00 baht');
    expect(list).not.toHaveTextContent(/\d\d\/\d\d\/\d{4} \d\d:/);
    // The page's headings in order: the page, the list, then its days.
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H1', 'Statement'],
      ['H2', 'Statement entries'],
      ['H3', 'Today'],
      ['H3', 'Yesterday'],
      ['H3', olderDate],
    ]);
    // A line's receipt button tells which line it opens: what, the day and the time.
    expect(within(days[1].lines[0]).getByRole('button', { name: 'Receipt' })).toHaveAccessibleDescription(
      /^Withdrawal Yesterday 23:05:00 · /,
    );
  });

  it('in Thai, the days read วันนี้, เมื่อวาน and the date with the Buddhist year, as Thai banking apps write them', async () => {
    const lines = [
      line('deposit', daysAgo(0, 0), 100),
      line('deposit', daysAgo(1, 9), 100),
      line('deposit', daysAgo(2, 9), 100),
    ];
    server.use(http.post('*/api/statement', () => HttpResponse.json({ total: lines.length, statements: lines })));
    await renderApp('/user/statement', { as: SEEDED.member.phone, locale: 'th' });
    const list = await screen.findByRole('list', { name: 'รายการเดินบัญชี หน้า 1' });
    const older = daysAgo(2, 9);
    expect(statementDays(list).map((day) => day.heading)).toEqual([
      'วันนี้',
      'เมื่อวาน',
      `${pad(older.getDate())}/${pad(older.getMonth() + 1)}/${older.getFullYear() + 543}`,
    ]);
  });

  it('lists ten entries a page, newest first, with type, status, date and signed amounts', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    await firstPageWithAmounts();
    const rows = entries();
    expect(rows).toHaveLength(10);
    // The seeded history cycles deposit, transfer, finish_bonus, bonus, withdraw (newest first).
    const [deposit, transfer, finish, bonus, withdraw] = rows;
    expect(deposit).toHaveTextContent('Deposit');
    expect(deposit).toHaveTextContent('Kasikorn Bank → Wallet');
    expect(deposit).toHaveTextContent('+100.00');
    expect(deposit).toHaveTextContent('Success');
    expect(transfer).toHaveTextContent('Transfer');
    expect(transfer).toHaveTextContent(/^(?!.*[+-]250\.00).*250\.00/);
    expect(finish).toHaveTextContent('Bonus ended');
    expect(bonus).toHaveTextContent('Bonus received');
    expect(bonus).toHaveTextContent('+1,000.00');
    expect(bonus).toHaveTextContent('New member bonus 50%');
    expect(withdraw).toHaveTextContent('Withdrawal');
    // A failed withdrawal took nothing: no minus, and the line says where the money is.
    expect(withdraw).toHaveTextContent('35.50 baht');
    expect(withdraw).not.toHaveTextContent('-35.50');
    expect(withdraw).toHaveTextContent('Failed');
    expect(withdraw).toHaveTextContent('Returned to Wallet');
    expect(deposit).not.toHaveTextContent('Returned');
    const newest = getDb()
      .statements.filter((s) => s.memberId === 'm-1001')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    // The time under the day's heading, and how long ago.
    expect(deposit.querySelector('time')).toHaveTextContent(new RegExp(`^${clock(new Date(newest.createdAt))}$`));
    expect(deposit).toHaveTextContent(/hours? ago/);
    // 180 entries: 18 pages; on page 1 the range shows pages 1 and 2 (three before, one after).
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2']);
  });

  it('a line opens the receipt of its move again, with the status the line shows; Close gives the focus back', async () => {
    const { user } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    await firstPageWithAmounts();
    const [deposit, , , , withdraw] = entries();
    const open = within(withdraw).getByRole('button', { name: 'Receipt' });
    expect(open).toHaveAccessibleDescription(/^Withdrawal (Today|Yesterday) \d\d:\d\d:\d\d · /);
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal' });
    const rows = receiptRows(dialog);
    expect(rows.slice(0, 3)).toEqual([
      ['Type', 'Withdrawal'],
      ['Status', 'Failed'],
      ['Amount', '35.50 baht'],
    ]);
    // The member's own bank, masked as on the receipt at the time; no reference (the spec gives a line none).
    expect(rows.slice(3)).toEqual([
      ['From', 'Wallet'],
      ['To', expect.stringMatching(/^Kasikorn Bank xxx-xxx-7890 \S/)],
      ['Date and time', expect.stringMatching(DATE_TIME)],
    ]);
    // The footer's Close (the header's × has the same name).
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();

    await user.click(within(deposit).getByRole('button', { name: 'Receipt' }));
    const again = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(receiptRows(again).slice(1, 5)).toEqual([
      ['Status', 'Success'],
      ['Amount', '100.00 baht'],
      ['From', expect.stringMatching(/^Kasikorn Bank xxx-xxx-7890 \S/)],
      ['To', 'Wallet'],
    ]);
  });

  it('pages through the statement with the range three before and one after', async () => {
    const { router } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    await screen.findByRole('list', { name: 'Statement, page 1' });
    const first = entries()[0].textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('list', { name: 'Statement, page 2' });
    await waitFor(() => expect(entries()[0].textContent).not.toBe(first));
    expect(router.state.location.search).toBe('?page=2');
    for (const next of [3, 4, 5]) {
      fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await screen.findByRole('list', { name: `Statement, page ${next}` });
    }
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4', '5', '6']);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  });

  it('a page past the end (?page=999) shows the last page, never "no entries"', async () => {
    const { router } = await renderApp('/user/statement?page=999', { as: SEEDED.member.phone });
    // 180 seeded entries: 18 pages of 10.
    await screen.findByRole('list', { name: 'Statement, page 18' });
    expect(entries()).toHaveLength(10);
    expect(router.state.location.search).toBe('?page=18');
    expect(screen.queryByText('No statement entries yet.')).not.toBeInTheDocument();
  });

  it('shows a new money move first, with the description of its item', async () => {
    updateDb((db) =>
      recordStatement(db, {
        memberId: 'm-1001',
        statementType: 'bonus',
        status: 'PENDING',
        from: 'LUCKYDRAW',
        to: 'WALLET',
        amount: 20,
        luckydraw: { description: 'Lucky draw 20' },
      }),
    );
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    await firstPageWithAmounts();
    const [first] = entries();
    expect(first).toHaveTextContent('Lucky draw 20');
    expect(first).toHaveTextContent('+20.00');
    expect(first).toHaveTextContent('In progress');
  });

  it("amounts wait for the member's currency: a kip member on the Thai build never reads baht first", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/lookup/deposit', async () => {
        await held;
        return undefined;
      }),
    );
    await renderApp('/user/statement', { as: SEEDED.laosMember.phone });
    const list = await screen.findByRole('list', { name: 'Statement, page 1' });
    expect(within(list).getAllByText('Loading').length).toBeGreaterThan(0);
    expect(list).not.toHaveTextContent(/baht/);
    release();
    await waitFor(() => expect(within(list).queryAllByText('Loading')).toHaveLength(0));
    expect(list).toHaveTextContent(/kip/);
    expect(list).not.toHaveTextContent(/baht/);
  });

  it('shows the empty state', async () => {
    server.use(http.post('*/api/statement', () => HttpResponse.json({ total: 0, statements: [] })));
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    expect(await screen.findByText('No statement entries yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a failure only hides the loader and offers a retry', async () => {
    server.use(
      http.post('*/api/statement', () => HttpResponse.json({ message: 'INTERNAL_SERVER_ERROR' }, { status: 500 }), {
        once: true,
      }),
    );
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Statement, page 1' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

/** The slip cards of the modal's page `n`. */
const slipCards = async (modal: HTMLElement, n: number) =>
  within(await within(modal).findByRole('list', { name: `Slips, page ${n}` })).getAllByRole('listitem');
/** A card's received time, amount and status, as the definitions of its list of facts. */
const facts = (card: HTMLElement) => within(card).getAllByRole('definition');

describe('slip modal', () => {
  it('lists slips as cards with "-" amounts and the reason in parentheses, ten a page', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' });
    expect(within(modal).queryByRole('table')).not.toBeInTheDocument();
    const cards = await slipCards(modal, 1);
    expect(cards).toHaveLength(10);
    const newest = getDb()
      .slips.filter((s) => s.memberId === 'm-1001')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[0];
    expect(
      within(cards[0])
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Received', 'Amount', 'Reference', 'Status']);
    expect(facts(cards[0]).map((fact) => fact.textContent)).toEqual([
      formatDateTime(newest.createdAt),
      '500.00 baht',
      newest.reference,
      'Processing',
    ]);
    expect(facts(cards[2])[3]).toHaveTextContent(/^Success$/);
    expect(facts(cards[5])[3]).toHaveTextContent(/^Failed \(Incorrect slip\)$/);
    expect(facts(cards[5])[1]).toHaveTextContent(/^-$/);
    expect(facts(cards[8])[3]).toHaveTextContent('Failed (Destination account invalid)');
    expect(facts(cards[9])[3]).toHaveTextContent('Failed (Duplicate slip)');
    expect(within(cards[9]).getByRole('button', { name: /View the slip received/ })).toBeEnabled();

    fireEvent.click(within(modal).getByRole('button', { name: 'Page 2' }));
    const second = await slipCards(modal, 2);
    expect(second).toHaveLength(6);
    expect(within(modal).getByRole('list', { name: 'Slips, page 2' })).toHaveTextContent(
      'Failed (Unreadable or invalid slip)',
    );
    expect(facts(second.at(-1)!)[3]).toHaveTextContent('Failed (Unknown error, please contact admin)');
  });

  it('opens from a link naming a slip, marks that slip, and closing it leaves the statement', async () => {
    const slip = getDb()
      .slips.filter((s) => s.memberId === 'm-1001')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))[3];
    const { router } = await renderApp(`/user/statement?slip=${slip.reference}`, { as: SEEDED.member.phone });
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' });
    const cards = await slipCards(modal, 1);
    const marked = cards.filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toBe(cards[3]);
    expect(within(marked[0]).getByText(slip.reference)).toBeInTheDocument();

    fireEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('list', { name: 'Statement, page 1' })).toBeInTheDocument();
  });

  it('opens the slip image from its reference and refreshes the list', async () => {
    await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' });
    await slipCards(modal, 1);
    fireEvent.click(within(modal).getAllByRole('button', { name: /View the slip received/ })[1]);
    const image = await within(modal).findByRole('img', { name: /Slip received/ });
    expect(image).toHaveAttribute('src', '/images/slips/sample-slip-2.svg');
    fireEvent.click(within(modal).getByRole('button', { name: 'Back to the list' }));
    await slipCards(modal, 1);

    // A slip that arrives later shows after a refresh.
    updateDb((db) => {
      db.slips.push({
        _id: 'slip-new',
        memberId: 'm-1001',
        createdAt: new Date().toISOString(),
        amount: 777,
        status: 'PENDING',
        note: null,
        link: '/images/slips/sample-slip.svg',
        reference: 'SLIPNEW',
      });
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Refresh' }));
    await waitFor(async () => expect(facts((await slipCards(modal, 1))[0])[1]).toHaveTextContent(/^777\.00 baht$/));
  });
});
