import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { formatCurrency } from '@/lib/format';
import {
  bankParty,
  partyText,
  RECEIPT_BADGES,
  receiptFileName,
  referenceGroups,
  receiptRows,
  receiptShareText,
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

  it('a replayed answer names the earlier request it answers, after the time', () => {
    const earlierAt = new Date(2025, 0, 14, 9, 28, 0).getTime();
    const rows = receiptRows({ move: 'withdraw', at: AT, earlierAt, reference: 'r1' }, text());
    expect(rows.map((row) => row.key)).toEqual(['move', 'status', 'time', 'earlier', 'reference']);
    expect(rows[3]).toMatchObject({
      label: 'Answers',
      value: 'your request sent at 14/01/2025 09:28:00, not a new one',
    });
  });

  it('writes a party without stray spaces: a bank line and a source with its detail', () => {
    expect(
      partyText({ kind: 'bank', bank: ' KBANK ', accountNo: '1234567890', accountName: ' SOMCHAI ' }, i18next.t),
    ).toBe('KBANK xxx-xxx-7890 SOMCHAI');
    expect(partyText({ kind: 'source', key: 'bonus', detail: '  Daily 20  ' }, i18next.t)).toBe('Bonus: Daily 20');
    expect(partyText({ kind: 'source', key: 'bonus', detail: '   ' }, i18next.t)).toBe('Bonus');
    expect(partyText({ kind: 'source', key: 'bonus' }, i18next.t)).toBe('Bonus');
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

  it('a bank account shows over its lines: the bank, the masked number, the holder; the value reads them in order', () => {
    const [, , , , to] = receiptRows(
      { move: 'withdraw', amount: 1, from: { kind: 'wallet' }, to: bank, at: AT },
      text(),
    );
    expect(to).toMatchObject({ key: 'to', lines: ['BCEL', 'xxxxxxxxx7654', 'SOMPHONE KEO'] });
    expect(to.value).toBe('BCEL xxxxxxxxx7654 SOMPHONE KEO');
    // Grouped as the bank writes it: BCEL's 13-digit numbers in 4-4-5.
    const bcel = partyText({ ...bank, bankCode: 'BCEL' }, i18next.t);
    expect(bcel).toBe('BCEL xxxx-xxxx-x7654 SOMPHONE KEO');
    expect(partyText({ ...bank, bankCode: 'KBANK', accountNo: '1234567890' }, i18next.t)).toBe(
      'BCEL xxx-xxx-7890 SOMPHONE KEO',
    );
    const wallet = receiptRows({ move: 'withdraw', from: { kind: 'wallet' }, at: AT }, text()).find(
      (row) => row.key === 'from',
    );
    expect(wallet).not.toHaveProperty('lines');
  });

  it("groups a reference of letters and digits in fours, keeping every character of the server's", () => {
    expect(referenceGroups('SLIP202611001')).toEqual(['SLIP', '2026', '1100', '1']);
    expect(referenceGroups('65a1f0c2e4b0d9a7c3f1e2d4').join('')).toBe('65a1f0c2e4b0d9a7c3f1e2d4');
    // Short, or with other characters: shown whole, as given.
    expect(referenceGroups('AB12CD')).toEqual(['AB12CD']);
    expect(referenceGroups('wd_123-456')).toEqual(['wd_123-456']);
    expect(referenceGroups('wd-20261100123')).toEqual(['wd-20261100123']);
    expect(referenceGroups('20261100123-wd')).toEqual(['20261100123-wd']);
    const row = receiptRows({ move: 'slip', at: AT, reference: ' SLIP202611001 ' }, text()).at(-1);
    expect(row).toMatchObject({ key: 'reference', value: 'SLIP202611001', groups: ['SLIP', '2026', '1100', '1'] });
  });
});

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the status badge', () => {
  const hue = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return r > g && g > b ? 'amber' : g > r && g > b ? 'green' : r > g && r > b ? 'red' : 'other';
  };

  it('is green with a tick when done, amber with a clock in progress, amber with a question mark being checked, red with a cross failed', () => {
    const looks = Object.fromEntries(
      Object.entries(RECEIPT_BADGES).map(([status, badge]) => [status, [hue(badge.paper), badge.sign]]),
    );
    expect(looks).toEqual({
      done: ['green', 'check'],
      inProgress: ['amber', 'clock'],
      beingChecked: ['amber', 'question'],
      failed: ['red', 'cross'],
    });
    // Only done is green: a move not settled yet never looks like one that is.
    expect(RECEIPT_BADGES.inProgress.paper).not.toBe(RECEIPT_BADGES.done.paper);
  });

  it.each(Object.entries(RECEIPT_BADGES))('%s: its word reads at 4.5:1 or more on its colour', (_status, badge) => {
    expect(contrast(badge.ink, badge.paper)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the text Share sends with the PNG', () => {
  const kip = (n: number) => formatCurrency(n, 'LAK', { locale: 'en' });

  it('is one line: kind, amount, status and the reference, as known', () => {
    expect(
      receiptShareText(
        { move: 'slip', amount: 500, at: AT, reference: 'SLIP202611001', status: 'beingChecked' },
        { t: i18next.t, money: kip },
      ),
    ).toBe('Deposit with a slip · 500 kip · Being checked · Ref. SLIP202611001');
    expect(receiptShareText({ move: 'withdraw', amount: 150_000, at: AT }, { t: i18next.t, money: kip })).toBe(
      'Withdrawal · 150,000 kip · In progress',
    );
    expect(
      receiptShareText({ move: 'transfer', at: AT, status: 'failed', reference: '  ' }, { t: i18next.t, money: kip }),
    ).toBe('Transfer · Failed');
  });

  it('is in the member’s language: th and la', async () => {
    const input = { move: 'withdraw', amount: 150, at: AT, reference: 'WD12345678' } as const;
    const lines: string[] = [];
    for (const lng of ['th', 'la'] as const) {
      await changeLocale(lng, { persist: false });
      lines.push(receiptShareText(input, { t: i18next.t, money: (n) => formatCurrency(n, 'THB', { locale: lng }) }));
    }
    await changeLocale('en', { persist: false });
    expect(lines).toEqual([
      'ถอนเงิน · 150.00 บาท · กำลังดำเนินการ · เลขที่อ้างอิง WD12345678',
      'ຖອນເງິນ · 150.00 ບາດ · ກຳລັງດຳເນີນການ · ເລກອ້າງອີງ WD12345678',
    ]);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });
});

describe('the receipt in every language', () => {
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
