/**
 * Pure money rules of the mocked wallet (no MSW, no db access): every function validates its
 * whole input first and only then changes the member it is given, so a rejected move never
 * leaves half a change behind. Money is handled in satang (integers).
 *
 * Conservation: transfers, transfer-alls and withdrawals only move money between the wallet,
 * the game accounts and pending withdrawals. The ONLY place money appears or disappears is
 * simulatePlay(), which records each change as a game win or loss (a MockPlay).
 */
import type { MockGameAccount, MockMember } from '../types';
import { fromSatang, toSatang } from './ledger';
import { RuleError } from './rule-error';

export const WALLET = 'WALLET';
/** Spec section 9: transfer minimum 1 baht. */
export const TRANSFER_MINIMUM = 1;
/** Largest swing of one simulated play, as a share of the game balance. */
export const PLAY_SWING = 0.03;

/** Games whose login is an autoLogin call answering a link (spec section 7). */
export const AUTO_LOGIN_GAMES = [
  'pg',
  'betflix',
  'askmebet',
  'imi',
  'usun',
  'areaslot',
  'circus',
  'slotracha',
  'pgslot',
  'joker2',
  'huayhd',
] as const;


export interface Move {
  from: string;
  to: string;
  amount: number;
}

export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

/** A positive amount in baht with at most two decimals. */
export function isMoneyAmount(value: unknown): value is number {
  return (
    typeof value === 'number' && Number.isFinite(value) && value > 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}

function game(member: MockMember, code: string): MockGameAccount {
  const account = member.games.find((g) => g.code === code);
  if (!account) throw new RuleError('NO_GAME', 404);
  return account;
}

function activeGame(member: MockMember, code: string): MockGameAccount {
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
  if (!isMoneyAmount(amount)) {
    if (typeof amount === 'number' && Number.isFinite(amount) && amount < TRANSFER_MINIMUM) throw new RuleError('TRANSFER_MINIMUM');
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
  const sources = [WALLET, ...member.games.filter((g) => g.isActive).map((g) => g.code)].filter(
    (account) => account !== to && balance(member, account) > 0,
  );
  if (sources.length === 0) throw new RuleError('MONEY_NOT_ENOUGH');
  if (providerDown) {
    const moves = sources.filter((s) => s !== WALLET).map((s) => move(member, s, WALLET, balance(member, s)));
    return { moves, failed: true };
  }
  return { moves: sources.map((s) => move(member, s, to, balance(member, s))), failed: false };
}

function checkWithdrawAmount(amount: unknown, limits: WithdrawLimits): number {
  if (amount === undefined || amount === null) throw new RuleError('KEY_MISSING');
  if (!isMoneyAmount(amount)) throw new RuleError('KEY_INVALID');
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
  const satang = checkWithdrawAmount(amount, limits);
  if (toSatang(member.wallet) < satang) throw new RuleError('MONEY_NOT_ENOUGH');
  member.wallet = fromSatang(toSatang(member.wallet) - satang);
  return { moves: [], amount: fromSatang(satang) };
}

/** POST /api/wallet/withdrawAll: gathers every game balance into the wallet, then withdraws. */
export function withdrawAll(member: MockMember, amount: unknown, limits: WithdrawLimits): WithdrawResult {
  const satang = checkWithdrawAmount(amount, limits);
  if (toSatang(memberTotal(member)) < satang) throw new RuleError('MONEY_NOT_ENOUGH');
  const moves = member.games
    .filter((g) => g.isActive && g.amount > 0)
    .map((g) => move(member, g.code, WALLET, toSatang(g.amount)));
  member.wallet = fromSatang(toSatang(member.wallet) - satang);
  return { moves, amount: fromSatang(satang) };
}

/** A new game password: 'Gp' and six letters or digits, from the given random source. */
export function makeGamePassword(random: () => number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = 'Gp';
  for (let i = 0; i < 6; i += 1) out += alphabet[Math.floor(random() * alphabet.length) % alphabet.length];
  return out;
}

export function gameUsername(member: MockMember, code: string): string {
  return `${code}${member.username.slice(-6)}`;
}

/** GET /api/wallet/activate/{code}: opens the account and creates its credentials. */
export function activateGame(member: MockMember, code: string, random: () => number): MockGameAccount {
  const account = game(member, code);
  if (account.isActive) throw new RuleError('SLOT_ALREADY_ACTIVE');
  account.isActive = true;
  account.amount = 0;
  account.username = gameUsername(member, code);
  account.password = makeGamePassword(random);
  return account;
}

/** GET /api/wallet/resetpassword/{code}. */
export function resetGamePassword(member: MockMember, code: string, random: () => number): MockGameAccount {
  const account = activeGame(member, code);
  let next = makeGamePassword(random);
  if (next === account.password) next = `${next.slice(0, -1)}${next.endsWith('2') ? '3' : '2'}`;
  account.password = next;
  return account;
}

export interface GameCredentials {
  username: string;
  password: string;
  /** Form-state fields some game sites need in their login form (ufabet, an ASP.NET site). */
  event?: Record<string, string>;
}

/** GET /api/wallet/account/{code}. */
export function gameCredentials(member: MockMember, code: string): GameCredentials {
  const account = activeGame(member, code);
  const credentials: GameCredentials = { username: account.username ?? '', password: account.password ?? '' };
  if (code === 'ufabet') {
    credentials.event = { __EVENTTARGET: 'btnLogin', __EVENTARGUMENT: '', __VIEWSTATE: `vs-${account.username ?? ''}` };
  }
  return credentials;
}

/** Checks an autoLogin request against the member's open account; answers nothing, throws on mismatch. */
export function checkAutoLogin(member: MockMember, code: string, username: string, password?: string): void {
  if (!(AUTO_LOGIN_GAMES as readonly string[]).includes(code)) throw new RuleError('NO_GAME', 404);
  const account = activeGame(member, code);
  if (account.username !== username || (password !== undefined && account.password !== password)) {
    throw new RuleError('WRONG_CREDENTIAL', 401);
  }
}

export interface PlayResult {
  game: string;
  /** Win (> 0) or loss (< 0) in baht. */
  result: number;
  balanceAfter: number;
}

/**
 * Simulated play on refresh: each open game with money wins or loses up to PLAY_SWING of its
 * balance. This is the only rule that creates or destroys money, and every change is returned
 * so the handler records it as a play result.
 */
export function simulatePlay(member: MockMember, random: () => number): PlayResult[] {
  const results: PlayResult[] = [];
  for (const account of member.games) {
    if (!account.isActive || account.amount <= 0) continue;
    const before = toSatang(account.amount);
    const delta = Math.round(before * (random() * 2 - 1) * PLAY_SWING);
    if (delta === 0) continue;
    const after = Math.max(0, before + delta);
    account.amount = fromSatang(after);
    results.push({ game: account.code, result: fromSatang(after - before), balanceAfter: account.amount });
  }
  return results;
}

/** Invite counters of the wallet response from the members who registered with PR{memberId}. */
export interface InviteSummary {
  amount: number;
  success: number;
  fail: number;
}

export function inviteCodeOf(member: Pick<MockMember, 'memberId'>): string {
  return `PR${member.memberId}`;
}

/** Share of invitees' deposits offered as referral bonus (until the rewards issue settles its rules). */
export const INVITE_BONUS_RATE = 0.05;

/**
 * success: invitees who deposited at least once; fail: the others; amount: INVITE_BONUS_RATE of
 * the successful invitees' deposits, in satang maths.
 */
export function inviteSummary(inviteeDeposits: number[][]): InviteSummary {
  let success = 0;
  let depositSatang = 0;
  for (const deposits of inviteeDeposits) {
    if (deposits.length > 0) success += 1;
    depositSatang += deposits.reduce((sum, amount) => sum + toSatang(amount), 0);
  }
  return { amount: fromSatang(Math.round(depositSatang * INVITE_BONUS_RATE)), success, fail: inviteeDeposits.length - success };
}
