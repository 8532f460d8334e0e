import { DEFAULT_REQUEST_TIMEOUT_MS } from '@/config/timeouts';
import type { Slip, StatementEntry } from '@/contract/statement';
import { formatAmount, formatSignedAmount, statementSign, type Currency } from '@/lib/format';
import type { ReceiptInput, ReceiptMove, ReceiptParty, ReceiptStatus } from '@/lib/receipt';

export { parsePage, SLIP_PAGE_SIZE, STATEMENT_PAGE_SIZE } from './paging';

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

/**
 * A money move this tab sent and got no answer to (src/lib/kept-intents.ts), as the statement can find it: its
 * kind (the statement type it writes), amount and time. The spec gives a statement line no Idempotency-Key and no
 * id the answer shares, so these are all there is to match by (docs/backend-contract.md, "settling a kept move").
 */
export interface SentMove {
  kind: 'withdraw' | 'transfer';
  /** None when the move names no amount (transfer-all): then it is never matched, and never said not to have come. */
  amount?: number;
  /** When it was first sent, by the phone's clock (ms): its line is recorded then or later. */
  at: number;
  /** When it was last sent (a retry with the same key), by the phone's clock: the wait for its line starts there. */
  lastSentAt?: number;
}

/** A sent move against the server's record: its line (and where it stands), or not there yet, or not come. */
export type Settlement =
  { state: 'found'; entry: StatementEntry; status: StatusKind } | { state: 'waiting' } | { state: 'missing' };

/**
 * How far before the send a line may be stamped: the phone's clock and the server's may disagree. Small on
 * purpose: a line missed for a clock further off says "did not arrive", and the member's next try sends the kept
 * key again (answered as the first, moved once); a line taken too eagerly could be an earlier move of the same
 * kind and amount, and say "reached us" of one that did not.
 */
export const CLOCK_ALLOWANCE_MS = 60_000;

/**
 * How long after its last send a move not in the record is still "may still be carried out", by the phone's
 * clock from the send to the statement's fetch: the call's own 60 s, then a minute for a server still working
 * on a call the phone gave up on.
 */
export const ARRIVAL_WINDOW_MS = DEFAULT_REQUEST_TIMEOUT_MS + 60_000;

const cents = (amount: number) => Math.round(Math.abs(amount) * 100);

/** The unused line of the move's kind and amount, stamped no earlier than the clock allows, nearest its send. */
function lineOf(move: SentMove & { amount: number }, statements: readonly StatementEntry[], used: Set<StatementEntry>) {
  let best: StatementEntry | undefined;
  let distance = Infinity;
  for (const entry of statements) {
    if (used.has(entry) || entry.statementType !== move.kind || cents(entry.amount) !== cents(move.amount)) continue;
    const stamped = Date.parse(entry.createdAt);
    if (!(stamped >= move.at - CLOCK_ALLOWANCE_MS)) continue;
    if (Math.abs(stamped - move.at) < distance) [best, distance] = [entry, Math.abs(stamped - move.at)];
  }
  return best;
}

/**
 * Each sent move against the statement's first page fetched at `fetchedAt` (the phone's clock), in the moves'
 * order: found (its line and status), missing (no line and its last send ARRIVAL_WINDOW_MS or more before the
 * fetch), else waiting (also while the page is not in). Each line settles one move at most: the newest move
 * chooses first, as an older move may take any line a newer one may (and more), and each takes the line nearest
 * its send, so two withdrawals of 150 need two lines.
 */
export function settleSentMoves(
  moves: readonly SentMove[],
  statements: readonly StatementEntry[] | undefined,
  fetchedAt: number,
): Settlement[] {
  const settled: Settlement[] = moves.map(() => ({ state: 'waiting' }));
  if (!statements) return settled;
  const used = new Set<StatementEntry>();
  const newestFirst = moves.map((_, index) => index).sort((a, b) => moves[b].at - moves[a].at);
  for (const index of newestFirst) {
    const move = moves[index];
    if (move.amount === undefined) continue;
    const entry = lineOf({ ...move, amount: move.amount }, statements, used);
    if (entry) {
      used.add(entry);
      settled[index] = { state: 'found', entry, status: statusKind(entry.status) };
    } else if (fetchedAt - (move.lastSentAt ?? move.at) >= ARRIVAL_WINDOW_MS) {
      settled[index] = { state: 'missing' };
    }
  }
  return settled;
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
