/**
 * Rules of the mocked rewards backend: bonuses and their per-period limits, promo codes, the
 * invite bonus and refunds (rebates of play losses). No MSW here: each rule takes the db draft
 * of one updateDb change, validates everything first and throws a RuleError before it
 * changes anything, so a refused request leaves no trace. Money uses satang maths; every credit
 * writes a statement entry.
 */
import type { BonusType, MockBonus, MockDb, MockMember, MockPlay, MockRewards, MockUserBonus } from '../types';
import { addMoney, fromSatang, nextId, recordStatement, toSatang } from './ledger';
import { RuleError } from './rule-error';


export const WALLET = 'WALLET';

// ------------------------------------------------------------------------------------------
// Periods (Asia/Bangkok, UTC+7 all year: no daylight saving)

const DAY_MS = 24 * 60 * 60 * 1000;
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Days since 1970-01-01 on the Bangkok calendar. */
export function bangkokDay(ms: number): number {
  return Math.floor((ms + BANGKOK_OFFSET_MS) / DAY_MS);
}

/** Weeks starting on Monday 00:00 Bangkok time (1970-01-01 was a Thursday, day 3 of its week). */
export function bangkokWeek(ms: number): number {
  return Math.floor((bangkokDay(ms) + 3) / 7);
}

export function samePeriod(type: BonusType, a: number, b: number): boolean {
  if (type === 'limit') return true;
  if (type === 'day') return bangkokDay(a) === bangkokDay(b);
  return bangkokWeek(a) === bangkokWeek(b);
}

/** Receives that count against maxReceived now: all of them (limit), today's (day) or this week's (week). */
export function receivesInPeriod(type: BonusType, list: readonly { updatedAt: string }[], nowMs: number): number {
  return list.filter((item) => {
    const at = Date.parse(item.updatedAt);
    return Number.isFinite(at) && at <= nowMs && samePeriod(type, at, nowMs);
  }).length;
}

/** Exhausted when the receives counted in the current period reach maxReceived. */
export function isExhausted(
  bonus: Pick<MockBonus, 'type' | 'maxReceived'>,
  userBonus: Pick<MockUserBonus, 'list'> | null | undefined,
  nowMs: number,
): boolean {
  return receivesInPeriod(bonus.type, userBonus?.list ?? [], nowMs) >= bonus.maxReceived;
}

// ------------------------------------------------------------------------------------------
// Helpers

/** Promo codes match whatever case the member typed. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

export function totalBalance(member: Pick<MockMember, 'wallet' | 'games'>): number {
  const satang = member.games.reduce((sum, game) => sum + (game.isActive ? toSatang(game.amount) : 0), toSatang(member.wallet));
  return fromSatang(satang);
}

/** Satang-exact percentage of an amount, rounded to the satang. */
export function percentOf(amount: number, percent: number): number {
  return fromSatang(Math.round((toSatang(amount) * percent) / 100));
}

function memberOf(db: MockDb, memberId: string): MockMember {
  const member = db.members.find((m) => m._id === memberId);
  if (!member) throw new RuleError('NO_USER', 404);
  return member;
}

export interface ActiveReward {
  kind: 'bonus' | 'promotion';
  code: string;
  name: string;
  /** The bonus type, or 'promotion' for a promo code. */
  type: BonusType | 'promotion';
  cancelBelow: number | null;
}

/** The member's bonus or promotion in progress, if any (at most one at a time). */
export function activeReward(rewards: MockRewards, memberId: string): ActiveReward | null {
  const userBonus = rewards.userBonuses.find((u) => u.memberId === memberId && u.isActive);
  if (userBonus) {
    const bonus = rewards.bonuses.find((b) => b.code === userBonus.bonusCode);
    if (bonus) return { kind: 'bonus', code: bonus.code, name: bonus.name, type: bonus.type, cancelBelow: bonus.cancelBelow };
  }
  const receipt = rewards.promotionReceipts.find((r) => r.memberId === memberId && r.isActive);
  if (receipt) {
    const promotion = rewards.promotions.find((p) => p.code === receipt.code);
    if (promotion) {
      return { kind: 'promotion', code: promotion.code, name: promotion.name, type: 'promotion', cancelBelow: promotion.cancelBelow };
    }
  }
  return null;
}

// ------------------------------------------------------------------------------------------
// Bonuses

/** GET /api/bonus/activate/{code}: credits the wallet with the bonus and records the receive. */
export function activateBonus(db: MockDb, memberId: string, code: string, nowMs: number): MockUserBonus {
  const member = memberOf(db, memberId);
  const rewards = db.rewards;
  const bonus = rewards.bonuses.find((b) => b.code === code);
  if (!bonus) throw new RuleError('NO_DATA', 404);
  const active = activeReward(rewards, memberId);
  if (active?.kind === 'bonus' && active.code === bonus.code) throw new RuleError('BONUS_ALREADY_ACTIVE');
  if (active) throw new RuleError('BONUS_REMAINING');
  let userBonus = rewards.userBonuses.find((u) => u.memberId === memberId && u.bonusCode === bonus.code);
  if (isExhausted(bonus, userBonus, nowMs)) throw new RuleError('BONUS_MAX_CLAIMED');
  if (bonus.quota !== null) {
    const all = rewards.userBonuses.filter((u) => u.bonusCode === bonus.code).reduce((sum, u) => sum + u.received, 0);
    if (all >= bonus.quota) throw new RuleError('BONUS_FULL');
  }

  const at = new Date(nowMs).toISOString();
  if (!userBonus) {
    userBonus = { _id: nextId(db, 'ub'), memberId, bonusCode: bonus.code, isActive: false, received: 0, list: [] };
    rewards.userBonuses.push(userBonus);
  }
  userBonus.isActive = true;
  userBonus.received += 1;
  userBonus.list.push({ updatedAt: at });
  member.wallet = addMoney(member.wallet, bonus.amount);
  recordStatement(db, {
    memberId,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'BONUS',
    to: WALLET,
    amount: bonus.amount,
    createdAt: at,
    bonus: { description: bonus.name },
  });
  return userBonus;
}

/** GET /api/bonus/clear: ends the bonus or promotion in progress (money stays where it is). */
export function clearActiveReward(db: MockDb, memberId: string, nowMs: number): ActiveReward {
  const member = memberOf(db, memberId);
  const rewards = db.rewards;
  const active = activeReward(rewards, memberId);
  if (!active) throw new RuleError('NO_DATA', 404);
  if (active.cancelBelow !== null && totalBalance(member) >= active.cancelBelow) throw new RuleError('BONUS_CONDITION');
  for (const u of rewards.userBonuses) if (u.memberId === memberId) u.isActive = false;
  for (const r of rewards.promotionReceipts) if (r.memberId === memberId) r.isActive = false;
  recordStatement(db, {
    memberId,
    statementType: 'finish_bonus',
    status: 'SUCCESS',
    from: WALLET,
    to: WALLET,
    amount: 0,
    createdAt: new Date(nowMs).toISOString(),
    ...(active.kind === 'bonus' ? { bonus: { description: active.name } } : { promotion: { description: active.name } }),
  });
  return active;
}

// ------------------------------------------------------------------------------------------
// Promotions

export function findPromotion(rewards: MockRewards, code: string) {
  const wanted = normalizePromoCode(code);
  return wanted ? (rewards.promotions.find((p) => p.code === wanted) ?? null) : null;
}

/** GET /api/promotion/activate/{code}: once per member; credits the wallet like a bonus. */
export function activatePromotion(db: MockDb, memberId: string, code: string, nowMs: number) {
  const member = memberOf(db, memberId);
  const rewards = db.rewards;
  const promotion = findPromotion(rewards, code);
  if (!promotion) throw new RuleError('NO_PROMOTION', 404);
  if (rewards.promotionReceipts.some((r) => r.memberId === memberId && r.code === promotion.code)) {
    throw new RuleError('PROMOTION_RECEIVED');
  }
  if (activeReward(rewards, memberId)) throw new RuleError('BONUS_REMAINING');
  const at = new Date(nowMs).toISOString();
  const receipt = { _id: nextId(db, 'pr'), memberId, code: promotion.code, isActive: true, createdAt: at };
  rewards.promotionReceipts.push(receipt);
  member.wallet = addMoney(member.wallet, promotion.amount);
  recordStatement(db, {
    memberId,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'PROMOTION',
    to: WALLET,
    amount: promotion.amount,
    createdAt: at,
    promotion: { description: promotion.name },
  });
  return receipt;
}

// ------------------------------------------------------------------------------------------
// Invite bonus

export function inviteCodeOf(member: Pick<MockMember, 'memberId'>): string {
  return `PR${member.memberId}`;
}

export function inviteesOf(db: Readonly<MockDb>, member: Pick<MockMember, '_id' | 'memberId'>): MockMember[] {
  const code = inviteCodeOf(member);
  return db.members.filter((m) => m._id !== member._id && m.inviteCode.toUpperCase() === code);
}

function lastAt<T extends { memberId: string; createdAt: string }>(list: readonly T[], memberId: string): number {
  return list.filter((x) => x.memberId === memberId).reduce((last, x) => Math.max(last, Date.parse(x.createdAt)), -Infinity);
}

/** What one invitee earned the inviter after `sinceMs`: percentSuccess of deposits + percentFail of losses. */
export function inviteeEarning(db: Readonly<MockDb>, inviteeId: string, sinceMs: number, nowMs: number): number {
  const { percentSuccess, percentFail } = db.rewards.invite;
  const inWindow = (iso: string) => {
    const at = Date.parse(iso);
    return at > sinceMs && at <= nowMs;
  };
  const deposits = db.statements
    .filter((s) => s.memberId === inviteeId && s.statementType === 'deposit' && s.status === 'SUCCESS' && inWindow(s.createdAt))
    .reduce((sum, s) => sum + toSatang(s.amount), 0);
  const losses = db.plays
    .filter((p) => p.memberId === inviteeId && p.result < 0 && inWindow(p.createdAt))
    .reduce((sum, p) => sum - toSatang(p.result), 0);
  return fromSatang(Math.round((deposits * percentSuccess) / 100) + Math.round((losses * percentFail) / 100));
}

/** The invite bonus the member could collect now (everything earned since the last collection). */
export function inviteBonusDue(db: Readonly<MockDb>, member: Pick<MockMember, '_id' | 'memberId'>, nowMs: number): number {
  const since = lastAt(db.rewards.inviteCollections, member._id);
  const satang = inviteesOf(db, member).reduce((sum, invitee) => sum + toSatang(inviteeEarning(db, invitee._id, since, nowMs)), 0);
  return fromSatang(satang);
}

/** GET /api/invite/bonus: paid once per Bangkok day, only from invitees' recorded activity. */
export function collectInviteBonus(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  const member = memberOf(db, memberId);
  if (!options.active) throw new RuleError('INVITE_INACTIVE');
  const invitees = inviteesOf(db, member);
  if (invitees.length === 0) throw new RuleError('NO_INVITE_BONUS');
  const last = lastAt(db.rewards.inviteCollections, memberId);
  if (Number.isFinite(last) && bangkokDay(last) === bangkokDay(nowMs)) throw new RuleError('INVITE_COLLECT');
  const ids = new Set(invitees.map((i) => i._id));
  if (!db.plays.some((p) => ids.has(p.memberId))) throw new RuleError('NO_INVITEE_PLAY_INFO');
  const amount = inviteBonusDue(db, member, nowMs);
  if (amount <= 0) throw new RuleError('NO_INVITE_BONUS');
  const at = new Date(nowMs).toISOString();
  db.rewards.inviteCollections.push({ _id: nextId(db, 'ic'), memberId, amount, createdAt: at });
  member.wallet = addMoney(member.wallet, amount);
  recordStatement(db, {
    memberId,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'INVITE',
    to: WALLET,
    amount,
    createdAt: at,
    invite: { description: 'โบนัสชวนเพื่อน / Invite bonus' },
  });
  return amount;
}

// ------------------------------------------------------------------------------------------
// Refunds

export interface RefundState {
  /** Sum of winning results since the last receive. */
  wins: number;
  /** Sum of losing results (as a positive amount) since the last receive. */
  losses: number;
  /** percent of the net loss, to the satang; 0 when the member won overall. */
  amount: number;
}

export function refundFromPlays(plays: readonly Pick<MockPlay, 'result'>[], percent: number): RefundState {
  let wins = 0;
  let losses = 0;
  for (const play of plays) {
    const satang = toSatang(play.result);
    if (satang > 0) wins += satang;
    else losses -= satang;
  }
  const net = Math.max(0, losses - wins);
  return { wins: fromSatang(wins), losses: fromSatang(losses), amount: fromSatang(Math.round((net * percent) / 100)) };
}

export function refundState(db: Readonly<MockDb>, memberId: string, nowMs: number): RefundState {
  const since = lastAt(db.rewards.refunds, memberId);
  const plays = db.plays.filter((p) => {
    const at = Date.parse(p.createdAt);
    return p.memberId === memberId && at > since && at <= nowMs;
  });
  return refundFromPlays(plays, db.rewards.refund.percent);
}

export function refundBalance(rewards: MockRewards, memberId: string): number {
  return rewards.refundBalances.find((b) => b.memberId === memberId)?.amount ?? 0;
}

/** GET /api/refund/receive: the rebate moves into the member's refund balance and the refund log. */
export function receiveRefund(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  memberOf(db, memberId);
  if (!options.active) throw new RuleError('REFUND_INACTIVE');
  if (activeReward(db.rewards, memberId)) throw new RuleError('REFUND_CONDITION');
  const { amount } = refundState(db, memberId, nowMs);
  if (amount <= 0) throw new RuleError('NO_REFUND');
  if (amount < db.rewards.refund.minimum) throw new RuleError('REFUND_MINIMUM');
  db.rewards.refunds.push({ _id: nextId(db, 'rf'), memberId, refundAmount: amount, createdAt: new Date(nowMs).toISOString() });
  const balance = db.rewards.refundBalances.find((b) => b.memberId === memberId);
  if (balance) balance.amount = addMoney(balance.amount, amount);
  else db.rewards.refundBalances.push({ memberId, amount });
  return amount;
}

/** GET /api/refund/addWallet: moves the whole refund balance into the wallet (the total is kept). */
export function addRefundToWallet(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  const member = memberOf(db, memberId);
  if (!options.active) throw new RuleError('REFUND_INACTIVE');
  const balance = db.rewards.refundBalances.find((b) => b.memberId === memberId);
  const amount = balance?.amount ?? 0;
  if (!balance || amount <= 0) throw new RuleError('NO_REFUND');
  balance.amount = 0;
  member.wallet = addMoney(member.wallet, amount);
  recordStatement(db, {
    memberId,
    statementType: 'bonus',
    status: 'SUCCESS',
    from: 'REFUND',
    to: WALLET,
    amount,
    createdAt: new Date(nowMs).toISOString(),
    refund: { description: `คืนยอดเสีย ${db.rewards.refund.percent}% / Loss refund ${db.rewards.refund.percent}%` },
  });
  return amount;
}

/** {page, limit} of the list calls: positive integers, limit at most 100; else the code to answer. */
export function pagingOf(body: { page?: unknown; limit?: unknown } | null): { page: number; limit: number } | { error: string } {
  if (!body || body.page === undefined || body.limit === undefined) return { error: 'KEY_MISSING' };
  const { page, limit } = body;
  if (!Number.isInteger(page) || (page as number) < 1 || !Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > 100) {
    return { error: 'KEY_INVALID' };
  }
  return { page: page as number, limit: limit as number };
}

export function pageOf<T>(list: readonly T[], { page, limit }: { page: number; limit: number }): T[] {
  return list.slice((page - 1) * limit, page * limit);
}
