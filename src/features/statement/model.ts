import type { Slip, StatementEntry } from '@/contract/statement';
import { formatAmount, formatSignedAmount, statementSign, type Currency } from '@/lib/format';
import type { ReceiptInput, ReceiptMove, ReceiptParty, ReceiptStatus } from '@/lib/receipt';

export { SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from './page-size';

export const STATEMENT_TYPES = ['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer'] as const;
export type KnownStatementType = (typeof STATEMENT_TYPES)[number];

/** SUCCESS and FAILED as they are; anything else is in progress (spec section 4). */
export type StatusKind = 'success' | 'failed' | 'processing';

export function statusKind(status: string | null | undefined): StatusKind {
  if (status === 'SUCCESS') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'processing';
}

export function isKnownType(type: string): type is KnownStatementType {
  return (STATEMENT_TYPES as readonly string[]).includes(type);
}

const RECEIPT_MOVE: Readonly<Record<KnownStatementType, ReceiptMove>> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  transfer: 'transfer',
  bonus: 'bonus',
  finish_bonus: 'bonusEnded',
};

const RECEIPT_STATUS: Readonly<Record<StatusKind, ReceiptStatus>> = {
  success: 'done',
  failed: 'failed',
  processing: 'inProgress',
};

/** The member's own bank account: its code as statement lines write it, and the receipt party it stands for. */
export interface MemberBank {
  code: string;
  party: ReceiptParty;
}

/** The code a slip deposit's line comes from (the mock's, and the place-name table's SLIP). */
const SLIP_SOURCE = 'SLIP';

/**
 * A statement line as the receipt of its move, to save or share again, the same record as the receipt shown when
 * the move was answered: its kind (a deposit from a slip is a slip deposit), its status as the line says, the
 * amount, where from and to (the member's bank account, named by its code or as a slip's sender, with the number
 * masked as on the receipt at the time; other places as the line names them; none for a bonus that ended), and
 * when. No reference: spec section 3 gives a statement entry none, and an id the backend may add is not the
 * spec's (a slip's reference is on the slip's own receipt, from the slip list).
 */
export function statementReceipt(
  entry: StatementEntry,
  place: (code: string) => string,
  memberBank: MemberBank | null = null,
): ReceiptInput {
  const type = isKnownType(entry.statementType) ? entry.statementType : null;
  const slip = type === 'deposit' && entry.from?.trim().toUpperCase() === SLIP_SOURCE;
  const party = (code: string | null): ReceiptParty | null => {
    if (!code || type === 'finish_bonus') return null;
    const upper = code.trim().toUpperCase();
    if (memberBank && (upper === memberBank.code.trim().toUpperCase() || (slip && upper === SLIP_SOURCE))) {
      return memberBank.party;
    }
    return { kind: 'place', name: place(code) };
  };
  return {
    move: slip ? 'slip' : type ? RECEIPT_MOVE[type] : 'other',
    status: RECEIPT_STATUS[statusKind(entry.status)],
    amount: entry.amount,
    from: party(entry.from),
    to: party(entry.to),
    at: entry.createdAt,
  };
}

/** How long home tells of a withdrawal that failed (its money back in the wallet): a day from its line's time. */
export const FAILED_WITHDRAWAL_NOTICE_MS = 24 * 60 * 60_000;

/** A move still under way on the server: a statement line in progress, or a slip being checked. */
export type ServerMove = { kind: 'line'; entry: StatementEntry } | { kind: 'slip'; slip: Slip };

const movedAt = (move: ServerMove) => Date.parse(move.kind === 'line' ? move.entry.createdAt : move.slip.createdAt);

/**
 * The member's moves under way as the server records them, newest first: every statement line neither SUCCESS nor
 * FAILED (a withdrawal on its way to the bank among them) and every slip still being checked (spec section 4).
 * Read from the first page of each list: what a member who reloads or changes phone sees before sending again.
 */
export function movesUnderWay(statements: readonly StatementEntry[], slips: readonly Slip[]): ServerMove[] {
  const moves: ServerMove[] = [
    ...statements
      .filter((entry) => statusKind(entry.status) === 'processing')
      .map((entry) => ({ kind: 'line', entry }) as const),
    ...slips
      .filter((slip) => statusKind(slip.status) === 'processing')
      .map((slip) => ({ kind: 'slip', slip }) as const),
  ];
  return moves.sort((a, b) => (movedAt(b) || 0) - (movedAt(a) || 0));
}

/** The withdrawals that failed within FAILED_WITHDRAWAL_NOTICE_MS of `now`: their money is back in the wallet. */
export function recentlyFailedWithdrawals(statements: readonly StatementEntry[], now: number): StatementEntry[] {
  return statements.filter(
    (entry) =>
      entry.statementType === 'withdraw' &&
      statusKind(entry.status) === 'failed' &&
      now - Date.parse(entry.createdAt) < FAILED_WITHDRAWAL_NOTICE_MS,
  );
}

type Items = Partial<
  Record<'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw', { description?: string | null } | null>
>;

/** The description of the bonus, promotion, invite, refund or luckydraw item, whichever is present. */
export function itemDescription(entry: Items): string | null {
  for (const key of ['luckydraw', 'promotion', 'invite', 'refund', 'bonus'] as const) {
    const text = entry[key]?.description?.trim();
    if (text) return text;
  }
  return null;
}

/**
 * The amount as a line shows it: + deposit and bonus, - withdraw, none otherwise (spec section 9); a failed line
 * moved no money, so it carries no sign whatever its type (its money never left, or came back).
 */
export function amountText(
  type: string,
  amount: number,
  currency: Currency,
  status: string | null | undefined,
): string {
  return statusKind(status) === 'failed'
    ? formatAmount(Math.abs(amount), currency)
    : formatSignedAmount(type, amount, currency);
}

/** `void`: a failed line, its amount struck through in a neutral colour (never the red of money taken). */
export type AmountTone = 'credit' | 'debit' | 'neutral' | 'void';

export function amountTone(type: string, status: string | null | undefined): AmountTone {
  if (statusKind(status) === 'failed') return 'void';
  const sign = statementSign(type);
  return sign === '+' ? 'credit' : sign === '-' ? 'debit' : 'neutral';
}

/**
 * Where the money of a failed line went back to, as a code of the line's own (its `from`), for the line's
 * "Returned to ..." note: a withdrawal or transfer that failed took nothing (the catalogue's TRANSFER_FAIL: "money
 * returned"). Null for any other line: a failed deposit or bonus never brought money to return.
 */
export function returnedTo(entry: Pick<StatementEntry, 'statementType' | 'status' | 'from'>): string | null {
  if (statusKind(entry.status) !== 'failed') return null;
  if (entry.statementType !== 'withdraw' && entry.statementType !== 'transfer') return null;
  return entry.from?.trim() || null;
}

/** A slip amount shows as money when above 0, else '-'. */
export function slipAmountText(amount: number | null | undefined, currency: Currency): string {
  return typeof amount === 'number' && amount > 0 ? formatAmount(amount, currency) : '-';
}

/** The slip reason code to show in parentheses after the status, or null. */
export function slipReason(note: string | null | undefined): string | null {
  const code = note?.trim();
  return code ? code : null;
}

/** The last page of a list of `total` entries (page 1 when there are none). */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number read from the URL: a whole number of 1 or more, else 1. */
export function parsePage(raw: string | null | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}
