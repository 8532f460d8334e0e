/** Pure wallet rules (no React): sums, validators returning message keys, launch URL builders. */
import { urlOf, type ResponseOf } from '@/contract/endpoint';
import { game as gameCalls } from '@/contract/game';
import type { BankAccount } from '@/contract/entities';
import type { lookup } from '@/contract/lookup';
import {
  GAME_CATEGORIES,
  type GameAccount,
  type GameCategory,
  type GameCredentials,
  type WalletResponse,
} from '@/contract/wallet';
import { toApiError } from '@/lib/api-error';
import { isEnglishName, needsEnglishName } from '@/rules/bank-account';
import { AUTO_LOGIN_GAMES, AUTO_LOGIN_WITH_PASSWORD } from '@/rules/games';
import { isWholeSatang, moneyStepSatang, sumMoney, wholeSteps } from '@/rules/money';
import type { Currency } from '@/rules/currency';
import { appLinkUrl, formActionUrl, navigableUrl, passwordLinkUrl } from '@/rules/url';

export { GAME_CATEGORIES };

export type WithdrawLimits = ResponseOf<typeof lookup.withdraw>;

export const WALLET = 'WALLET';
export const NONE = 'NONE';
/** Spec section 9: transfer minimum 1 baht. */
export const TRANSFER_MINIMUM = 1;
/** Spec section 9: the agreement opens 1.5 s after entering home. */
export const AGREEMENT_DELAY_MS = 1500;

export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

/** Total balance: wallet amount plus every game account amount, summed in satang. */
export function totalBalance(wallet: Pick<WalletResponse, 'wallet' | 'slots'> | null | undefined): number {
  if (!wallet) return 0;
  return sumMoney([wallet.wallet.amount, ...wallet.slots.map((slot) => slot.amount)]);
}

const isGameCategory = (category: string): category is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(category);

/** The three carousels; an account of a category the spec does not name has none (it still counts in the total). */
export function groupByCategory(slots: readonly GameAccount[]): Record<GameCategory, GameAccount[]> {
  const groups: Record<GameCategory, GameAccount[]> = { slot: [], sport: [], lotto: [] };
  for (const slot of slots) if (isGameCategory(slot.category)) groups[slot.category].push(slot);
  return groups;
}

export interface TransferInput {
  from: string;
  to: string;
  amount: number;
  /** The balance of `from`, when known: a larger amount is refused before the review. */
  available?: number;
}

/** Spec section 5: both ends selected, different ends, at least 1 baht; and no more than `from` holds. */
export function validateTransfer({ from, to, amount, available }: TransferInput): Message | null {
  if (!from || !to || from === NONE || to === NONE) return { key: 'transfer.selectAccount' };
  if (from === to) return { key: 'transfer.sameAccount' };
  if (!Number.isFinite(amount) || amount < TRANSFER_MINIMUM)
    return { key: 'transfer.minAmount', values: { amount: TRANSFER_MINIMUM } };
  if (!isWholeSatang(amount)) return { key: 'transfer.decimals' };
  if (available !== undefined && amount > available)
    return { key: 'transfer.overBalance', values: { amount: available } };
  return null;
}

/** The transfer button is disabled while the amount is 0 or less (or not a number). */
export function canTransfer(amount: number): boolean {
  return Number.isFinite(amount) && amount > 0;
}

/**
 * Spec section 5: amount within the server's withdraw bounds; and, given the wallet's balance (a withdrawal is
 * taken from the wallet), no more than it holds, refused before the review.
 */
export function validateWithdraw(amount: number, limits: WithdrawLimits, available?: number): Message | null {
  if (!Number.isFinite(amount) || amount < limits.withdrawMin)
    return { key: 'withdraw.min', values: { amount: limits.withdrawMin } };
  if (amount > limits.withdrawMax) return { key: 'withdraw.max', values: { amount: limits.withdrawMax } };
  if (!isWholeSatang(amount)) return { key: 'withdraw.decimals' };
  if (available !== undefined && amount > available)
    return { key: 'withdraw.overBalance', values: { amount: available } };
  return null;
}

/**
 * How a failed money move left the money: `uncertain` when it may have gone through (the client marks every
 * failure that is not the API's own refusal, src/lib/money-failure.ts) or its answer could not be read;
 * `offline` when the phone was offline and sent nothing (it is kept, and sent only by the member's tap);
 * `refused` when the API answered no, or the tab did not send it: nothing moved.
 */
export type MoveFailure = 'refused' | 'uncertain' | 'offline';

export function moveFailure(error: unknown): MoveFailure {
  const apiError = toApiError(error);
  if (apiError.kind === 'offline') return 'offline';
  return apiError.uncertain || apiError.kind === 'contract' ? 'uncertain' : 'refused';
}

/** One account a move-all takes money from: the wallet (value WALLET) or an open game account. */
export interface MoveSource {
  value: string;
  /** The game's name; the wallet's is the member's word for it (empty here). */
  name: string;
  amount: number;
}

/** What waits for Confirm: a typed transfer (from, to, amount) or transfer-all (to, and what it takes from). */
export interface TransferReview {
  all: boolean;
  from: string;
  to: string;
  amount: number;
  sources: MoveSource[];
}

/**
 * What withdraw-all takes (the server gathers every open game account's balance into the wallet, then withdraws):
 * the wallet, then each open game account with a balance above 0. The review lists them.
 */
export function withdrawAllSources(wallet: Pick<WalletResponse, 'wallet' | 'slots'> | null | undefined): MoveSource[] {
  if (!wallet) return [];
  const games = transferAccounts(wallet.slots).filter((game) => game.amount > 0);
  return [{ value: WALLET, name: '', amount: wallet.wallet.amount }, ...games];
}

/**
 * Withdraw-all's amount: the sum of its sources, cut to what the member's money moves in (whole satang; whole kip
 * for a kip member, as a Lao bank pays out no fraction of one: that fraction stays in the wallet).
 */
export function withdrawAllAmount(
  wallet: Pick<WalletResponse, 'wallet' | 'slots'> | null | undefined,
  currency?: Currency,
): number {
  const total = sumMoney(withdrawAllSources(wallet).map((source) => source.amount));
  return wholeSteps(total, moneyStepSatang(currency));
}

/** What a move-all leaves behind of its sources (a fraction of a kip), 0 when it takes everything. */
export function moveAllLeft(sources: readonly Pick<MoveSource, 'amount'>[], amount: number): number {
  return Math.max(0, sumMoney([...sources.map((source) => source.amount), -amount]));
}

/** Spec section 4: the edit-bank-name prompt is for KTB, TMB or BBL accounts with a non-Latin name. */
export function needsEnglishBankName(
  account: Pick<BankAccount, 'bankCode' | 'bankAccountName'> | null | undefined,
): boolean {
  if (!account) return false;
  return needsEnglishName(account.bankCode) && !isEnglishName(account.bankAccountName.trim());
}

/** Spec section 5: non-empty, English letters and spaces only; the saved value is upper-cased. */
export function checkBankAccountName(input: string): { ok: true; value: string } | { ok: false; message: Message } {
  const value = input.trim().replace(/\s+/g, ' ');
  if (!value || !isEnglishName(value)) return { ok: false, message: { key: 'validation.bankNameEnglish' } };
  return { ok: true, value: value.toUpperCase() };
}

// --- game launch (spec section 7)

/** Games whose site takes a posted login form. */
export const FORM_LOGIN_GAMES = ['joker', 'slotxo', 'ufabet'] as const;
/** Games whose link carries the credentials in the query. */
export const QUERY_LOGIN_GAMES = ['superslot'] as const;

export interface AutoLoginParams {
  game: string;
  username: string;
  password?: string;
}

export type LaunchPlan =
  | { kind: 'autoLogin'; params: AutoLoginParams }
  | { kind: 'form'; action: string; fields: Record<string, string> }
  | { kind: 'link'; url: string }
  /** superslot: a link with the credentials in its query, held to the form-post rule (https unless allowed). */
  | { kind: 'queryLogin'; url: string }
  /** The game's web link failed the URL gate (src/rules/url.ts): nothing is opened, the member is told. */
  | { kind: 'refused' }
  | { kind: 'none' };

const includes = (list: readonly string[], code: string) => list.includes(code);

/** The parameters of GET /api/autoLogin/{game}/{username}[/{password}]. */
export function autoLoginParams(game: string, username: string, password?: string): AutoLoginParams {
  return password === undefined ? { game, username } : { game, username, password };
}

/** The path the autoLogin call requests (its segments URL-encoded). */
export function autoLoginPath(game: string, username: string, password?: string): string {
  return urlOf(gameCalls.autoLogin, { ...autoLoginParams(game, username, password) });
}

const SAME_ORIGIN = 'https://same-origin.invalid';

/** superslot: the web link (already through the URL gate) with the credentials in its query. */
export function queryLoginUrl(web: string, credentials: Pick<GameCredentials, 'username' | 'password'>): string {
  const url = new URL(web, SAME_ORIGIN);
  url.searchParams.set('username', credentials.username);
  url.searchParams.set('password', credentials.password);
  return url.origin === SAME_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}

export interface LaunchOptions {
  /** Build setting VITE_ALLOW_HTTP_GAME_FORMS: form games may post, and superslot link, to an http site. */
  allowHttpForms?: boolean;
}

/** How a game is launched with the member's credentials; a web link the URL gate refuses gives 'refused'. */
export function launchPlan(
  game: Pick<GameAccount, 'code' | 'web'>,
  credentials: GameCredentials,
  options: LaunchOptions = {},
): LaunchPlan {
  const code = game.code.toLowerCase();
  if (includes(AUTO_LOGIN_GAMES, code)) {
    const withPassword = includes(AUTO_LOGIN_WITH_PASSWORD, code);
    return {
      kind: 'autoLogin',
      params: autoLoginParams(code, credentials.username, withPassword ? credentials.password : undefined),
    };
  }
  if (!game.web) return { kind: 'none' };
  if (includes(FORM_LOGIN_GAMES, code)) {
    const action = formActionUrl(game.web, { allowHttp: options.allowHttpForms });
    if (!action) return { kind: 'refused' };
    return {
      kind: 'form',
      action,
      fields: { ...(credentials.event ?? {}), username: credentials.username, password: credentials.password },
    };
  }
  if (includes(QUERY_LOGIN_GAMES, code)) {
    const web = passwordLinkUrl(game.web, { allowHttp: options.allowHttpForms });
    return web ? { kind: 'queryLogin', url: queryLoginUrl(web, credentials) } : { kind: 'refused' };
  }
  const web = navigableUrl(game.web);
  return web ? { kind: 'link', url: web } : { kind: 'refused' };
}

/** Whether a game can be played in the browser at all (autoLogin games need no web link). */
export function canLaunchOnWeb(game: Pick<GameAccount, 'code' | 'web'>): boolean {
  return includes(AUTO_LOGIN_GAMES, game.code.toLowerCase()) || Boolean(game.web);
}

export type Platform = 'android' | 'ios' | 'desktop';

export function detectPlatform(userAgent: string, maxTouchPoints = 0): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  // iPadOS reports itself as a Mac with touch.
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}

/**
 * App links by platform: a phone sees its own store link; a desktop sees every link there is. A link the
 * URL gate refuses keeps its place with url null (the member is told it is unsafe instead of following it).
 */
export function appLinks(
  game: Pick<GameAccount, 'android' | 'ios'>,
  platform: Platform,
): { platform: 'android' | 'ios'; url: string | null }[] {
  const links: { platform: 'android' | 'ios'; url: string | null }[] = [];
  if (game.android && platform !== 'ios') links.push({ platform: 'android', url: appLinkUrl(game.android, 'android') });
  if (game.ios && platform !== 'android') links.push({ platform: 'ios', url: appLinkUrl(game.ios, 'ios') });
  return links;
}

/** Transfer ends offered in the selects: the wallet and every open game account. */
export function transferAccounts(slots: readonly GameAccount[]): { value: string; name: string; amount: number }[] {
  return slots.filter((s) => s.isActive).map((s) => ({ value: s.code, name: s.name, amount: s.amount }));
}

/** What transfer-all takes as the balances stand: every account but `to` (the wallet, open games) above 0. */
export function transferAllSources(
  wallet: Pick<WalletResponse, 'wallet' | 'slots'> | null | undefined,
  to: string,
): MoveSource[] {
  if (!wallet) return [];
  const sources = [{ value: WALLET, name: '', amount: wallet.wallet.amount }, ...transferAccounts(wallet.slots)];
  return sources.filter((s) => s.value !== to && s.amount > 0);
}

/**
 * What transfer-all moves into `to`: each source's balance in whole steps of the member's money (whole kip for a
 * kip member: a fraction stays where it is, as the server moves it), summed; 0 when there is nothing to move.
 */
export function transferAllAmount(
  wallet: Pick<WalletResponse, 'wallet' | 'slots'> | null | undefined,
  to: string,
  currency?: Currency,
): number {
  const step = moneyStepSatang(currency);
  return sumMoney(transferAllSources(wallet, to).map((s) => wholeSteps(s.amount, step)));
}

/**
 * Transfer-all needs its target and something to move: with every other balance at 0 it says so instead of
 * asking to confirm a move of 0.00.
 */
export function validateTransferAll(
  to: string,
  wallet?: Pick<WalletResponse, 'wallet' | 'slots'> | null,
): Message | null {
  if (!to || to === NONE) return { key: 'transfer.selectAccount' };
  if (wallet && transferAllSources(wallet, to).length === 0) return { key: 'transfer.nothingToMove' };
  return null;
}
