import type { TFunction } from 'i18next';
import type { BankAccount } from '@/contract/entities';
import type { Slip } from '@/contract/statement';
import { maskBankNumber } from '@/rules/bank-account';
import { bankName } from '@/rules/bank-name';
import { formatDateTime } from './format';
import { currentLocale } from './i18n';

/** Gregorian year + 543 = the Buddhist year Thai dates are written in. */
const BUDDHIST_ERA_OFFSET = 543;

/**
 * The e-slip receipt after a money move: which rows it shows for which move. No DOM, no React: the
 * dialog (src/components/receipt/) shows these rows and draws the same rows into the saved PNG.
 */

/** Every money move that ends in a receipt. */
export const RECEIPT_MOVES = [
  'withdraw',
  'withdrawAll',
  'transfer',
  'transferAll',
  'slip',
  'giftLink',
  'bonus',
  'promotion',
  'refund',
  'refundToWallet',
  'inviteBonus',
  'coupon',
  // A statement line's receipt, opened again later: the statement says only the kind of line.
  'deposit',
  'bonusEnded',
  'other',
] as const;
export type ReceiptMove = (typeof RECEIPT_MOVES)[number];

/**
 * Where the move stands: done; in progress (a withdrawal the server accepted: the bank transfer comes later, the
 * statement says In progress); being checked (a slip, until support has checked it); failed (a statement line the
 * server marked FAILED). A member who saves the receipt as proof keeps the status with it.
 */
export type ReceiptStatus = 'done' | 'inProgress' | 'beingChecked' | 'failed';

/**
 * Where a receipt's move stands: as the server says when it says (a statement line), else by the move once
 * answered: withdrawals are requests, slips are checked; every other move is done.
 */
export function receiptStatus({ move, status }: Pick<ReceiptInput, 'move' | 'status'>): ReceiptStatus {
  if (status) return status;
  if (move === 'withdraw' || move === 'withdrawAll') return 'inProgress';
  if (move === 'slip') return 'beingChecked';
  return 'done';
}

/** The sign beside a status's word: a tick, a clock, a question mark or a cross, in a ring (24 by 24 box). */
export const RECEIPT_SIGNS = {
  check: 'm7.5 12.5 3 3 6-6',
  clock: 'M12 7v5l3 2',
  question: 'M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.4M12 17h.01',
  cross: 'm15 9-6 6m0-6 6 6',
} as const;

export interface ReceiptBadge {
  sign: keyof typeof RECEIPT_SIGNS;
  /** The badge's fill: green done, amber while not settled, red failed. */
  paper: string;
  /** Its word and sign: at least 4.5:1 on the fill (WCAG AA text). */
  ink: string;
}

/**
 * How a status looks on the receipt, on screen and in the PNG: its word with a sign, so it never rests on colour
 * alone; a move in progress has a clock and one being checked a question mark, both amber: not done yet, never the
 * green of done. Green and red are the statement's credit and debit colours.
 */
export const RECEIPT_BADGES: Record<ReceiptStatus, ReceiptBadge> = {
  done: { sign: 'check', paper: '#146c43', ink: '#ffffff' },
  inProgress: { sign: 'clock', paper: '#ffc107', ink: '#212529' },
  beingChecked: { sign: 'question', paper: '#ffc107', ink: '#212529' },
  failed: { sign: 'cross', paper: '#b02a37', ink: '#ffffff' },
};

/** One end of a move: the member's wallet, a bank account (always masked), a game account, or a named source. */
export type ReceiptParty =
  | { kind: 'wallet' }
  /** `bankCode` groups the number as its bank writes it (src/rules/banks.ts); without it, as spec section 9. */
  | { kind: 'bank'; bank: string; accountNo: string; accountName?: string; bankCode?: string }
  | { kind: 'game'; name: string }
  /** A place the statement names by its code, already in the member's words (src/lib/place-names.ts). */
  | { kind: 'place'; name: string }
  /** Several accounts the money came from (transfer-all's sources), by name. */
  | { kind: 'accounts'; names: string[] }
  /** A translation key of the receipt.source section (spin wheel, loss refund, referral bonus, card wallet...). */
  | { kind: 'source'; key: string; detail?: string };

export interface ReceiptInput {
  move: ReceiptMove;
  /** What moved; no amount row when the answer (or the request) gives none. */
  amount?: number | null;
  from?: ReceiptParty | null;
  to?: ReceiptParty | null;
  /** When the server recorded it (its createdAt), else when its answer came. */
  at: string | number | Date;
  /** The server's reference for the move; never made up on the client: no row without one. */
  reference?: string | null;
  /** Where the move stands when the server says so (a statement line); else the move's own (receiptStatus). */
  status?: ReceiptStatus;
  /**
   * The answer was the server's first answer to a request sent before (Idempotent-Replayed, or a retry of a call
   * that got no answer): when that request was first sent (ms). The receipt says it is that move, not a new one.
   */
  earlierAt?: number;
}

export type ReceiptRowKey = 'move' | 'status' | 'amount' | 'from' | 'to' | 'time' | 'earlier' | 'reference';

export interface ReceiptRow {
  key: ReceiptRowKey;
  label: string;
  /** The value as one text (what a screen reader says, what a test reads). */
  value: string;
  /** The value over several lines (a bank account: bank, number, name), when it has more than one. */
  lines?: string[];
  /** The reference in the groups it is shown in (referenceGroups). */
  groups?: string[];
}

export interface ReceiptText {
  t: TFunction;
  /** The amount in the member's currency and language (useMoney().format). */
  money: (value: number) => string;
}

/** The member's bank account as a receipt party (its number is masked when shown). */
export function bankParty(bank: BankAccount, locale: string): ReceiptParty {
  return {
    kind: 'bank',
    bank: bankName(bank.bank, locale, bank.bankCode),
    bankCode: bank.bankCode,
    accountNo: bank.bankAccountNo,
    accountName: bank.bankAccountName,
  };
}

/**
 * A slip deposit's receipt, one record from its upload's answer to the slip list: the slip's `reference` (the one
 * reference spec section 3 gives a money move), its amount when read (above 0), from the member's bank account
 * (spec section 5: deposits come only from the registered account) to the wallet, its status as the server says
 * (SUCCESS done, FAILED failed, anything else being checked) and when the server received it.
 */
export function slipReceipt(
  slip: Pick<Slip, 'amount' | 'status' | 'createdAt' | 'reference'>,
  from: ReceiptParty,
): ReceiptInput {
  return {
    move: 'slip',
    status: slip.status === 'SUCCESS' ? 'done' : slip.status === 'FAILED' ? 'failed' : 'beingChecked',
    amount: slip.amount > 0 ? slip.amount : null,
    from,
    to: { kind: 'wallet' },
    at: slip.createdAt,
    reference: slip.reference,
  };
}

/**
 * A party as the lines the receipt shows it in: a bank account as its bank's name, then its number masked and
 * grouped as the bank writes it, then the holder's name; anything else as one line ("Wallet", "PG Soft").
 */
export function partyLines(party: ReceiptParty, t: TFunction): string[] {
  switch (party.kind) {
    case 'wallet':
      return [t('receipt.wallet')];
    case 'bank':
      return [party.bank, maskBankNumber(party.accountNo, party.bankCode), party.accountName]
        .map((part) => part?.trim() ?? '')
        .filter(Boolean);
    case 'game':
    case 'place':
      return [party.name];
    case 'accounts':
      return [party.names.join(', ')];
    case 'source': {
      const name = t(`receipt.source.${party.key}`);
      return [party.detail?.trim() ? `${name}: ${party.detail.trim()}` : name];
    }
  }
}

/** A party as one line: "KBANK xxx-xxx-7890 SOMCHAI", "Wallet", "PG Soft". */
export const partyText = (party: ReceiptParty, t: TFunction): string => partyLines(party, t).join(' ');

/**
 * The server's reference in groups of four, to read out or copy by eye ("SLIP 2026 1100 1"): only a reference of
 * letters and digits alone is grouped; any other stays whole. The groups are shown apart, never joined with new
 * characters, so the text (and what a member copies) is the reference exactly as the server wrote it.
 */
export function referenceGroups(reference: string): string[] {
  if (!/^[A-Za-z0-9]{7,}$/.test(reference)) return [reference];
  return reference.match(/.{1,4}/g) ?? [reference];
}

const hasAmount = (amount: number | null | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount);

/**
 * The rows, in order: what kind of move, its status, amount, from, to, when, which earlier request it answers,
 * reference (each only when known).
 */
export function receiptRows(input: ReceiptInput, { t, money }: ReceiptText): ReceiptRow[] {
  const rows: ReceiptRow[] = [
    { key: 'move', label: t('receipt.row.move'), value: t(`receipt.move.${input.move}`) },
    {
      key: 'status',
      label: t('receipt.row.status'),
      value: t(`receipt.status.${receiptStatus(input)}`),
    },
  ];
  if (hasAmount(input.amount)) rows.push({ key: 'amount', label: t('receipt.row.amount'), value: money(input.amount) });
  const party = (key: 'from' | 'to', value: ReceiptParty) => {
    const lines = partyLines(value, t);
    rows.push({ key, label: t(`receipt.row.${key}`), value: lines.join(' '), ...(lines.length > 1 && { lines }) });
  };
  if (input.from) party('from', input.from);
  if (input.to) party('to', input.to);
  rows.push({ key: 'time', label: t('receipt.row.time'), value: formatDateTime(input.at) });
  if (input.earlierAt !== undefined)
    rows.push({
      key: 'earlier',
      label: t('receipt.row.earlier'),
      value: t('receipt.earlier', { time: formatDateTime(input.earlierAt) }),
    });
  const reference = input.reference?.trim();
  // The slip's `reference` (spec section 3), the only reference a receipt shows; see ReceiptInput.reference.
  if (reference)
    rows.push({
      key: 'reference',
      label: t('receipt.row.reference'),
      value: reference,
      groups: referenceGroups(reference),
    });
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "receipt-withdraw-20250114-093005.png": the move and the local time, nothing the server could use to shape a path.
 * The year is the member's calendar's, as on the receipt: the Buddhist year in Thai (25680114), else Gregorian.
 */
export function receiptFileName(input: Pick<ReceiptInput, 'move' | 'at'>, locale: string = currentLocale()): string {
  const date = new Date(input.at);
  const year = date.getFullYear() + (locale === 'th' ? BUDDHIST_ERA_OFFSET : 0);
  const stamp = Number.isNaN(date.getTime())
    ? 'now'
    : `${year}${pad(date.getMonth() + 1)}${pad(date.getDate())}-` +
      `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `receipt-${input.move.replace(/[^A-Za-z]/g, '').toLowerCase()}-${stamp}.png`;
}

/**
 * The one line Share sends with the PNG, for a chat where the image may not open: kind, amount, status and the
 * reference as the server wrote it ("Withdrawal · 150.00 baht · In progress"), each only when known.
 */
export function receiptShareText(input: ReceiptInput, { t, money }: ReceiptText): string {
  const parts = [t(`receipt.move.${input.move}`)];
  if (hasAmount(input.amount)) parts.push(money(input.amount));
  parts.push(t(`receipt.status.${receiptStatus(input)}`));
  const reference = input.reference?.trim();
  if (reference) parts.push(t('receipt.shareReference', { reference }));
  return parts.join(' · ');
}
