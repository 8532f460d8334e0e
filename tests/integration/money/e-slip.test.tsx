import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@mocks/db';
import { renderApp, SEEDED } from '@tests/support/render-app';
import { receiptOf, receiptRows } from '@tests/support/receipt';
import { actAndConfirm, agreementSeen, openWithdraw } from '../wallet/helpers';

/*
 * The receipt as an e-slip: its status as a badge in its colour, the amount, the reference; the PNG drawn with the
 * amount large; Share sends the PNG with a one-line text. jsdom has no canvas and no share sheet: the test stands
 * in for exactly those (a 2D context that records the text it is given, toBlob, Path2D, navigator.share).
 */

let drawn: { text: string; font: string; color: string }[];

function stubCanvas() {
  drawn = [];
  const ctx = {
    font: '',
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    textAlign: 'start',
    textBaseline: 'alphabetic',
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillText(this: { font: string; fillStyle: string }, text: string) {
      drawn.push({ text, font: this.font, color: this.fillStyle });
    },
    ...Object.fromEntries(
      ['fillRect', 'save', 'restore', 'translate', 'scale', 'beginPath', 'roundRect', 'arc', 'fill', 'stroke'].map(
        (name) => [name, () => undefined],
      ),
    ),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as ReturnType<typeof HTMLCanvasElement.prototype.getContext>,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
    callback(new Blob(['png'], { type: 'image/png' })),
  );
  vi.stubGlobal('Path2D', class {});
}

const shared: ShareData[] = [];

beforeEach(() => {
  agreementSeen();
  stubCanvas();
  shared.length = 0;
  Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: (data: ShareData) => {
      shared.push(data);
      return Promise.resolve();
    },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
  vi.unstubAllGlobals();
});

/** The badge of a receipt: the status word the member reads, on its colour. */
const badge = (receipt: HTMLElement, word: string) => within(receipt).getByText(word, { selector: '.receipt-badge' });

const AMBER = 'rgb(255, 193, 7)';

describe('the e-slip', () => {
  it('of a withdrawal: the portal named, In progress on amber (never the green of done), the amount large in the PNG', async () => {
    const { user, dialog } = await openWithdraw();
    await user.type(within(dialog).getByLabelText('Amount to withdraw (baht)'), '150');
    await actAndConfirm(user, dialog, 'Withdraw');
    const outcome = await screen.findByRole('dialog', { name: 'In progress' });
    // The dialog's clock is amber too: the portal's primary colour is the green of done.
    expect(outcome.querySelector('svg')).toHaveClass('text-warning-emphasis');
    const receipt = receiptOf(outcome);
    expect(receipt).toHaveTextContent(/^Member Portal/);
    expect(badge(receipt, 'In progress')).toHaveStyle({ backgroundColor: AMBER });
    expect(within(receipt).getByText('150.00 baht')).toBeInTheDocument();

    const share = within(receipt).getByRole('button', { name: 'Share receipt' });
    await waitFor(() => expect(share).toBeEnabled());
    const amount = drawn.find((line) => line.text === '150.00 baht');
    const account = drawn.find((line) => line.text === 'xxx-xxx-7890');
    expect(Number(/(\d+)px/.exec(amount?.font ?? '')?.[1])).toBeGreaterThanOrEqual(
      2 * Number(/(\d+)px/.exec(account?.font ?? '')?.[1]),
    );
    expect(drawn.find((line) => line.text === 'In progress')?.color).not.toBe('#ffffff');
    expect(drawn.map((line) => line.text)).toContain('Member Portal');

    await user.click(share);
    expect(shared).toHaveLength(1);
    expect(shared[0].text).toBe('Withdrawal · 150.00 baht · In progress');
    expect(shared[0].files?.[0]?.type).toBe('image/png');
    expect(shared[0].files?.[0]?.name).toMatch(/^receipt-withdraw-\d{8}-\d{6}\.png$/);
  });

  it('of a slip: Being checked on amber, its reference as the server wrote it; Share sends the PNG and the line', async () => {
    const slips = getDb()
      .slips.filter((s) => s.memberId === 'm-1001')
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    const { user } = await renderApp('/user/statement', { as: SEEDED.member.phone });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload status' }));
    const modal = await screen.findByRole('dialog', { name: 'Slip upload status' });
    const cards = within(await within(modal).findByRole('list', { name: 'Slips, page 1' })).getAllByRole('listitem');
    await user.click(within(cards[0]).getByRole('button', { name: /^Receipt of the slip received/ }));

    const receipt = receiptOf(modal);
    expect(badge(receipt, 'Being checked')).toHaveStyle({ backgroundColor: AMBER });
    expect(within(receipt).getByText('500.00 baht')).toBeInTheDocument();
    // Read in groups of four, the text itself the server's reference: what a member copies is exactly it.
    expect(receiptRows(modal).at(-1)).toEqual(['Reference', slips[0].reference]);
    expect(within(receipt).getByText(slips[0].reference.slice(0, 4))).toBeInTheDocument();
    const share = within(receipt).getByRole('button', { name: 'Share receipt' });
    await waitFor(() => expect(share).toBeEnabled());
    await user.click(share);
    expect(shared).toHaveLength(1);
    expect(shared[0].text).toBe(`Deposit with a slip · 500.00 baht · Being checked · Ref. ${slips[0].reference}`);
    expect(shared[0].files).toHaveLength(1);
    expect(shared[0].files?.[0]?.type).toBe('image/png');
    expect(shared[0].files?.[0]?.name).toMatch(/^receipt-slip-\d{8}-\d{6}\.png$/);

    // A slip checked: Success on green; one refused: Failed on red. Each with its word, never the colour alone.
    await user.click(within(modal).getByRole('button', { name: 'Back to the list' }));
    const again = within(await within(modal).findByRole('list', { name: 'Slips, page 1' })).getAllByRole('listitem');
    await user.click(within(again[2]).getByRole('button', { name: /^Receipt of the slip received/ }));
    expect(badge(receiptOf(modal), 'Success')).toHaveStyle({ backgroundColor: 'rgb(20, 108, 67)' });
    await user.click(within(modal).getByRole('button', { name: 'Back to the list' }));
    const third = within(await within(modal).findByRole('list', { name: 'Slips, page 1' })).getAllByRole('listitem');
    await user.click(within(third[5]).getByRole('button', { name: /^Receipt of the slip received/ }));
    expect(badge(receiptOf(modal), 'Failed')).toHaveStyle({ backgroundColor: 'rgb(176, 42, 55)' });
  });
});
