/**
 * Game-account rules of the mocked wallet: opening an account, its credentials, password reset, the
 * autoLogin check, and simulated play (the only rule that creates or destroys money, as recorded wins
 * and losses). Pure functions over the member (or a db draft) they are given.
 */
import { nowIso } from '../clock';
import type { MockDb, MockGameAccount, MockMember } from '../types';
import { nextId } from './ledger';
import { fromSatang, roundToStep, toSatang } from '@/rules/money';
import { moneyStep } from './member-money';
import { isAutoLoginGame } from '@/rules/games';
import { RuleError } from './rule-error';
import { activeGame, game, walletMember } from './wallet';

/** Largest swing of one simulated play, as a share of the game balance. */
export const PLAY_SWING = 0.03;

/** A game account as the wallet response shows it: no credentials. */
export function publicSlot({
  username: _u,
  password: _p,
  ...slot
}: MockGameAccount): Omit<MockGameAccount, 'username' | 'password'> {
  return slot;
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
  if (!isAutoLoginGame(code)) throw new RuleError('NO_GAME', 404);
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
  // A kip member's games win and lose whole kip (member-money.ts).
  const step = moneyStep(member);
  for (const account of member.games) {
    if (!account.isActive || account.amount <= 0) continue;
    const before = toSatang(account.amount);
    const delta = roundToStep(before * (random() * 2 - 1) * PLAY_SWING, step);
    if (delta === 0) continue;
    const after = Math.max(0, before + delta);
    account.amount = fromSatang(after);
    results.push({ game: account.code, result: fromSatang(after - before), balanceAfter: account.amount });
  }
  return results;
}

/** GET /api/wallet/refresh/slot: every open game plays a little; each result is recorded as a play. */
export function refreshSlots(db: MockDb, memberId: string, random: () => number): MockGameAccount[] {
  const member = walletMember(db, memberId);
  for (const play of simulatePlay(member, random)) {
    db.plays.push({ _id: nextId(db, 'play'), memberId, createdAt: nowIso(), ...play });
  }
  return member.games;
}

/** GET /api/wallet/activate/{code} on the db; a provider that is down refuses (SLOT_ACTIVATE_FAIL). */
export function activateMemberGame(
  db: MockDb,
  memberId: string,
  code: string,
  random: () => number,
  { providerDown = false } = {},
) {
  if (providerDown) throw new RuleError('SLOT_ACTIVATE_FAIL', 502);
  return activateGame(walletMember(db, memberId), code, random);
}

/** GET /api/wallet/resetpassword/{code} on the db; a provider that is down refuses (SLOT_RESET_PASSWORD_FAIL). */
export function resetMemberGamePassword(
  db: MockDb,
  memberId: string,
  code: string,
  random: () => number,
  { providerDown = false } = {},
) {
  if (providerDown) throw new RuleError('SLOT_RESET_PASSWORD_FAIL', 502);
  const account = resetGamePassword(walletMember(db, memberId), code, random);
  return { username: account.username ?? '', password: account.password ?? '' };
}
