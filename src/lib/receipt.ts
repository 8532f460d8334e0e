import type { TFunction } from 'i18next';
import { config } from '@/config';
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
  value: string;
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
    accountNo: bank.bankAccountNo,
    accountName: bank.bankAccountName,
    bankCode: bank.bankCode,
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

/** A party as one line: "Kasikorn Bank xxx-xxx-7890 SOMCHAI", "Wallet", "PG Soft". */
export function partyText(party: ReceiptParty, t: TFunction): string {
  switch (party.kind) {
    case 'wallet':
      return t('receipt.wallet');
    case 'bank':
      return [party.bank, maskBankNumber(party.accountNo, party.bankCode), party.accountName]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(' ');
    case 'game':
    case 'place':
      return party.name;
    case 'accounts':
      return party.names.join(', ');
    case 'source': {
      const name = t(`receipt.source.${party.key}`);
      return party.detail?.trim() ? `${name}: ${party.detail.trim()}` : name;
    }
  }
}

/** The saved image's title: it names the portal, so a receipt shown elsewhere says where it came from. */
export const receiptImageTitle = (t: TFunction, portal: string = config.appName) => t('receipt.imageTitle', { portal });

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
  if (input.from) rows.push({ key: 'from', label: t('receipt.row.from'), value: partyText(input.from, t) });
  if (input.to) rows.push({ key: 'to', label: t('receipt.row.to'), value: partyText(input.to, t) });
  rows.push({ key: 'time', label: t('receipt.row.time'), value: formatDateTime(input.at) });
  if (input.earlierAt !== undefined)
    rows.push({
      key: 'earlier',
      label: t('receipt.row.earlier'),
      value: t('receipt.earlier', { time: formatDateTime(input.earlierAt) }),
    });
  const reference = input.reference?.trim();
  if (reference) rows.push({ key: 'reference', label: t('receipt.row.reference'), value: reference });
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
