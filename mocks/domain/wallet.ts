/**
 * Money rules of the mocked wallet (no MSW), in satang: each rule checks its whole input before it changes the member,
 * so a refused move leaves nothing behind. Transfers, transfer-alls and withdrawals only move money between the wallet,
 * the game accounts and pending withdrawals; money appears or disappears ONLY in simulatePlay() (games.ts), as a game
 * win or loss (a MockPlay). The apply* functions run a rule on a db draft inside updateDb and write its statements.
 */
import { nowIso } from '../clock';
import type { MockDb, MockGameAccount, MockMember, MockStatement, MockWithdrawal } from '../types';
import { nextId, recordStatement } from './ledger';
import { inMemberMoney, moneyStep } from './member-money';
import { WITHDRAW_LIMITS } from '../content';
import { fromSatang, toSatang } from '@/rules/money';
import { RuleError } from './rule-error';

export const WALLET = 'WALLET';
/**
 * Spec section 9: transfer minimum 1 baht; 1 in the member's currency (1 kip for a kip member): a floor against
 * empty moves, not an amount of value (docs/backend-contract.md).
 */
export const TRANSFER_MINIMUM = 1;

export interface Move {
  from: string;
  to: string;
  amount: number;
}

export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

/** The withdraw bounds a member meets (GET /api/lookup/withdraw and the withdraw rules): the seed's, in their money. */
export function withdrawLimitsFor(member: { currency: string | null } | null): WithdrawLimits {
  return {
    withdrawMin: inMemberMoney(WITHDRAW_LIMITS.withdrawMin, member),
    withdrawMax: inMemberMoney(WITHDRAW_LIMITS.withdrawMax, member),
  };
}

/** A positive amount in the member's money: at most two decimals, whole steps (whole kip for a kip member). */
export function isMoneyAmount(value: unknown, step = 1): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 &&
    Math.round(value * 100) % step === 0
  );
}

export function game(member: MockMember, code: string): MockGameAccount {
  const account = member.games.find((g) => g.code === code);
  if (!account) throw new RuleError('NO_GAME', 404);
  return account;
}

export function activeGame(member: MockMember, code: string): MockGameAccount {
  const account = game(member, code);
  if (!account.isActive) throw new RuleError('SLOT_NO_ACCOUNT');
  return account;
}

/** Balance of WALLET or an active game, in satang (throws NO_GAME / SLOT_NO_ACCOUNT). */
function balance(member: MockMember, account: string): number {
  return toSatang(account === WALLET ? member.wallet : activeGame(member, account).amount);
}

function setBalance(member: MockMember, account: string, satang: number): void {
  if (satang < 0) throw new RuleError('MONEY_NOT_ENOUGH'); // unreachable after validation; a guard, not a rule
  if (account === WALLET) member.wallet = fromSatang(satang);
  else activeGame(member, account).amount = fromSatang(satang);
}

function move(member: MockMember, from: string, to: string, satang: number): Move {
  setBalance(member, from, balance(member, from) - satang);
  setBalance(member, to, balance(member, to) + satang);
  return { from, to, amount: fromSatang(satang) };
}

/** Total money of a member: wallet plus every game account. */
export function memberTotal(member: MockMember): number {
  return fromSatang(toSatang(member.wallet) + member.games.reduce((sum, g) => sum + toSatang(g.amount), 0));
}

export interface TransferInput {
  from: unknown;
  to: unknown;
  amount: unknown;
}

export interface TransferResult {
  moves: Move[];
  /** The game provider failed: the money taken from the source went to the wallet instead. */
  failed: boolean;
}

/** POST /api/wallet/transfer. With the provider down, the money ends in the wallet (TRANSFER_FAIL). */
export function transfer(member: MockMember, input: TransferInput, { providerDown = false } = {}): TransferResult {
  const { from, to, amount } = input;
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to || amount === undefined || amount === null) {
    throw new RuleError('KEY_MISSING');
  }
  if (from === to) throw new RuleError('KEY_INVALID');
  if (!isMoneyAmount(amount, moneyStep(member))) {
    if (typeof amount === 'number' && Number.isFinite(amount) && amount < TRANSFER_MINIMUM)
      throw new RuleError('TRANSFER_MINIMUM');
    throw new RuleError('KEY_INVALID');
  }
  if (amount < TRANSFER_MINIMUM) throw new RuleError('TRANSFER_MINIMUM');
  const satang = toSatang(amount);
  const available = balance(member, from);
  balance(member, to); // the target must exist and be open
  if (available < satang) throw new RuleError('MONEY_NOT_ENOUGH');

  const touchesGame = from !== WALLET || to !== WALLET;
  if (providerDown && touchesGame) {
    return { moves: from === WALLET ? [] : [move(member, from, WALLET, satang)], failed: true };
  }
  return { moves: [move(member, from, to, satang)], failed: false };
}

/** POST /api/wallet/transferAll: every other account (wallet and open games) empties into `to`. */
export function transferAll(member: MockMember, to: unknown, { providerDown = false } = {}): TransferResult {
  if (typeof to !== 'string' || !to) throw new RuleError('KEY_MISSING');
  balance(member, to);
  // Each account moves what it holds in whole steps (whole kip for a kip member): a fraction of a kip stays.
  const step = moneyStep(member);
  const movable = (account: string) => Math.floor(balance(member, account) / step) * step;
  const sources = [WALLET, ...member.games.filter((g) => g.isActive).map((g) => g.code)].filter(
    (account) => account !== to && movable(account) > 0,
  );
  if (sources.length === 0) throw new RuleError('MONEY_NOT_ENOUGH');
  if (providerDown) {
    const moves = sources.filter((s) => s !== WALLET).map((s) => move(member, s, WALLET, movable(s)));
    return { moves, failed: true };
  }
  return { moves: sources.map((s) => move(member, s, to, movable(s))), failed: false };
}

function checkWithdrawAmount(amount: unknown, limits: WithdrawLimits, step: number): number {
  if (amount === undefined || amount === null) throw new RuleError('KEY_MISSING');
  if (!isMoneyAmount(amount, step)) throw new RuleError('KEY_INVALID');
  if (amount < limits.withdrawMin || amount > limits.withdrawMax) throw new RuleError('KEY_INVALID');
  return toSatang(amount);
}

export interface WithdrawResult {
  /** Game balances gathered into the wallet first (withdraw-all only). */
  moves: Move[];
  amount: number;
}

/** POST /api/wallet/withdraw: from the wallet, within the bounds and the balance. */
export function withdraw(member: MockMember, amount: unknown, limits: WithdrawLimits): WithdrawResult {
  const satang = checkWithdrawAmount(amount, limits, moneyStep(member));
  if (toSatang(member.wallet) < satang) throw new RuleError('MONEY_NOT_ENOUGH');
  member.wallet = fromSatang(toSatang(member.wallet) - satang);
  return { moves: [], amount: fromSatang(satang) };
}

/** POST /api/wallet/withdrawAll: gathers every game balance into the wallet, then withdraws. */
export function withdrawAll(member: MockMember, amount: unknown, limits: WithdrawLimits): WithdrawResult {
  const satang = checkWithdrawAmount(amount, limits, moneyStep(member));
  if (toSatang(memberTotal(member)) < satang) throw new RuleError('MONEY_NOT_ENOUGH');
  const moves = member.games
    .filter((g) => g.isActive && g.amount > 0)
    .map((g) => move(member, g.code, WALLET, toSatang(g.amount)));
  member.wallet = fromSatang(toSatang(member.wallet) - satang);
  return { moves, amount: fromSatang(satang) };
}

// ---------------------------------------------------------------------------------------------
// The rules on the db (inside updateDb: a RuleError leaves nothing changed)

/** The member inside a db change; databases saved before the wallet slices existed get them here. */
export function walletMember(db: MockDb, memberId: string): MockMember {
  db.withdrawals ??= [];
  db.plays ??= [];
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  return member;
}

function recordMoves(db: MockDb, memberId: string, moves: Move[]): MockStatement[] {
  return moves.map(({ from, to, amount }) =>
    recordStatement(db, { memberId, statementType: 'transfer', status: 'SUCCESS', from, to, amount }),
  );
}

/** A transfer as applied: its moves and the statement entries that recorded them. */
export interface AppliedTransfer extends TransferResult {
  recorded: MockStatement[];
}

/** POST /api/wallet/transfer: the moves, and a FAILED entry when the provider failed (the caller answers TRANSFER_FAIL). */
export function applyTransfer(
  db: MockDb,
  memberId: string,
  input: TransferInput,
  options: { providerDown?: boolean } = {},
): AppliedTransfer {
  const result = transfer(walletMember(db, memberId), input, options);
  const recorded = recordMoves(db, memberId, result.moves);
  if (result.failed) {
    const { from, to, amount } = input;
    recordStatement(db, {
      memberId,
      statementType: 'transfer',
      status: 'FAILED',
      from: String(from),
      to: String(to),
      amount: Number(amount),
    });
  }
  return { ...result, recorded };
}

/** POST /api/wallet/transferAll, recorded like a transfer. */
export function applyTransferAll(
  db: MockDb,
  memberId: string,
  to: unknown,
  options: { providerDown?: boolean } = {},
): AppliedTransfer {
  const result = transferAll(walletMember(db, memberId), to, options);
  const recorded = recordMoves(db, memberId, result.moves);
  if (result.failed) {
    recordStatement(db, {
      memberId,
      statementType: 'transfer',
      status: 'FAILED',
      from: WALLET,
      to: String(to),
      amount: 0,
    });
  }
  return { ...result, recorded };
}

/** POST /api/wallet/withdraw and withdrawAll: a pending withdrawal to the member's bank account. */
export function applyWithdraw(
  db: MockDb,
  memberId: string,
  kind: 'withdraw' | 'withdrawAll',
  amount: unknown,
  limits: WithdrawLimits,
): MockWithdrawal {
  const member = walletMember(db, memberId);
  const result = (kind === 'withdraw' ? withdraw : withdrawAll)(member, amount, limits);
  recordMoves(db, memberId, result.moves);
  const withdrawal: MockWithdrawal = {
    _id: nextId(db, 'wd'),
    memberId,
    amount: result.amount,
    bankCode: member.bankCode,
    bankAccountNo: member.bankAccountNo,
    bankAccountName: member.bankAccountName,
    status: 'PENDING',
    createdAt: nowIso(),
  };
  const line = recordStatement(db, {
    memberId,
    statementType: 'withdraw',
    status: 'PENDING',
    from: WALLET,
    to: member.bankCode,
    amount: result.amount,
  });
  withdrawal.statementId = line._id;
  db.withdrawals.push(withdrawal);
  return withdrawal;
}
