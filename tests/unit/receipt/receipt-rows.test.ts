import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { formatCurrency } from '@/lib/format';
import { config } from '@/config';
import {
  bankParty,
  partyText,
  receiptFileName,
  receiptImageTitle,
  receiptRows,
  RECEIPT_MOVES,
  type ReceiptInput,
} from '@/lib/receipt';

const AT = new Date(2025, 0, 14, 9, 30, 5);
const bank = { kind: 'bank', bank: 'BCEL', accountNo: '0101000987654', accountName: 'SOMPHONE KEO' } as const;

const text = () => ({ t: i18next.t, money: (n: number) => formatCurrency(n, 'LAK', { locale: 'en' }) });
const rows = (input: Partial<ReceiptInput> & Pick<ReceiptInput, 'move'>) =>
  receiptRows({ at: AT, ...input }, text()).map((row) => [row.label, row.value]);

describe('the receipt rows', () => {
  it('a withdrawal shows its type, amount in the member currency, wallet to the masked bank account, time and reference', () => {
    expect(
      rows({ move: 'withdraw', amount: 150_000, from: { kind: 'wallet' }, to: bank, reference: 'wd_123' }),
    ).toEqual([
      ['Type', 'Withdrawal'],
      ['Status', 'In progress'],
      ['Amount', '150,000 kip'],
      ['From', 'Wallet'],
      ['To', 'BCEL xxxxxxxxx7654 SOMPHONE KEO'],
      ['Date and time', '14/01/2025 09:30:05'],
      ['Reference', 'wd_123'],
    ]);
  });

  it('a statement line gives its own status and names its places as the statement does', () => {
    expect(
      rows({
        move: 'transfer',
        status: 'failed',
        amount: 250,
        from: { kind: 'wallet' },
        to: { kind: 'place', name: 'PG Soft' },
      }),
    ).toEqual([
      ['Type', 'Transfer'],
      ['Status', 'Failed'],
      ['Amount', '250 kip'],
      ['From', 'Wallet'],
      ['To', 'PG Soft'],
      ['Date and time', '14/01/2025 09:30:05'],
    ]);
    expect(rows({ move: 'withdraw', status: 'done' })[1]).toEqual(['Status', 'Success']);
  });

  it('keys each row by what it holds (the PNG and the dialog list them by key)', () => {
    const keys = receiptRows(
      { move: 'withdraw', amount: 1, from: { kind: 'wallet' }, to: bank, at: AT, reference: 'r1' },
      text(),
    ).map((row) => row.key);
    expect(keys).toEqual(['move', 'status', 'amount', 'from', 'to', 'time', 'reference']);
  });

  it('writes a party without stray spaces: a bank line and a source with its detail', () => {
    expect(
      partyText({ kind: 'bank', bank: ' KBANK ', accountNo: '1234567890', accountName: ' SOMCHAI ' }, i18next.t),
    ).toBe('KBANK xxx-xxx-7890 SOMCHAI');
    expect(partyText({ kind: 'source', key: 'bonus', detail: '  Daily 20  ' }, i18next.t)).toBe('Bonus: Daily 20');
    expect(partyText({ kind: 'source', key: 'bonus', detail: '   ' }, i18next.t)).toBe('Bonus');
  });

  it("names the member's bank account as a bank party, by the bank's name in the member's language", () => {
    const account = {
      bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank' },
      bankCode: 'KBANK',
      bankAccountNo: '1234567890',
      bankAccountName: 'SOMCHAI',
    };
    const party = bankParty(account, 'en');
    expect(party).toMatchObject({ kind: 'bank', accountNo: '1234567890', accountName: 'SOMCHAI' });
    expect(partyText(party, i18next.t)).toBe('Kasikorn Bank xxx-xxx-7890 SOMCHAI');
    expect(partyText(bankParty(account, 'th'), i18next.t)).toMatch(/^ธนาคารกสิกรไทย xxx/);
  });

  it('never shows the whole account number: a 10-digit one keeps its 3-3-rest grouping and its last four digits', () => {
    const value = partyText({ kind: 'bank', bank: 'KBANK', accountNo: '1234567890' }, i18next.t);
    expect(value).toBe('KBANK xxx-xxx-7890');
    expect(value).not.toContain('123456');
  });

  it('has no reference row when the answer carries none (never a made-up one)', () => {
    for (const reference of [undefined, null, '', '   ']) {
      const keys = receiptRows({ move: 'transfer', amount: 10, at: AT, reference }, text()).map((r) => r.key);
      expect(keys).toEqual(['move', 'status', 'amount', 'time']);
    }
  });

  it('has no amount row when the move has no amount (a slip whose answer names none)', () => {
    expect(rows({ move: 'slip', amount: undefined, to: { kind: 'wallet' } })).toEqual([
      ['Type', 'Deposit with a slip'],
      ['Status', 'Being checked'],
      ['To', 'Wallet'],
      ['Date and time', '14/01/2025 09:30:05'],
    ]);
    expect(rows({ move: 'slip', amount: Number.NaN }).map(([label]) => label)).not.toContain('Amount');
  });

  it('a transfer names the game account; a received bonus names its source', () => {
    expect(
      rows({ move: 'transfer', amount: 5, from: { kind: 'wallet' }, to: { kind: 'game', name: 'PG Soft' } }),
    ).toEqual(
      expect.arrayContaining([
        ['From', 'Wallet'],
        ['To', 'PG Soft'],
      ]),
    );
    expect(rows({ move: 'bonus', from: { kind: 'source', key: 'bonus', detail: 'WEEKLY50' } })).toContainEqual([
      'From',
      'Bonus: WEEKLY50',
    ]);
    expect(
      rows({ move: 'transferAll', from: { kind: 'accounts', names: ['PG Soft', 'Joker Gaming'] } }),
    ).toContainEqual(['From', 'PG Soft, Joker Gaming']);
    expect(rows({ move: 'coupon', from: { kind: 'source', key: 'spinWheel', detail: ' ' } })).toContainEqual([
      'From',
      'Spin wheel',
    ]);
  });

  it.each([
    ['withdraw', 'In progress'],
    ['withdrawAll', 'In progress'],
    ['slip', 'Being checked'],
    ['transfer', 'Success'],
    ['transferAll', 'Success'],
    ['giftLink', 'Success'],
    ['bonus', 'Success'],
    ['promotion', 'Success'],
    ['refund', 'Success'],
    ['refundToWallet', 'Success'],
    ['inviteBonus', 'Success'],
    ['coupon', 'Success'],
  ] as const)('a %s says where it stands: %s (issue 40 item 3)', (move, status) => {
    expect(rows({ move })[1]).toEqual(['Status', status]);
  });

  it('the saved image is titled with the portal name, in th, la and en (issue 40 item 3)', async () => {
    const titles: string[] = [];
    for (const lng of ['th', 'la', 'en'] as const) {
      await changeLocale(lng, { persist: false });
      titles.push(receiptImageTitle(i18next.t));
    }
    expect(titles).toEqual([
      `หลักฐานการทำรายการ ${config.appName}`,
      `ໃບບິນ ${config.appName}`,
      `${config.appName} receipt`,
    ]);
  });

  it('every move has its type and status in th, la and en', async () => {
    for (const lng of ['th', 'la', 'en'] as const) {
      await changeLocale(lng, { persist: false });
      for (const move of RECEIPT_MOVES) {
        for (const row of receiptRows({ move, at: AT }, text())) expect(row.value).not.toContain('receipt.');
      }
    }
  });

  it('names the file by move and local time only, the year in the member’s calendar (Buddhist in Thai)', () => {
    expect(receiptFileName({ move: 'withdrawAll', at: AT }, 'en')).toBe('receipt-withdrawall-20250114-093005.png');
    expect(receiptFileName({ move: 'withdrawAll', at: AT }, 'la')).toBe('receipt-withdrawall-20250114-093005.png');
    expect(receiptFileName({ move: 'withdraw', at: AT }, 'th')).toBe('receipt-withdraw-25680114-093005.png');
    expect(receiptFileName({ move: 'coupon', at: 'not a date' })).toBe('receipt-coupon-now.png');
  });
});
