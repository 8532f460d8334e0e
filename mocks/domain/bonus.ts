/**
 * Bonus and promo-code rules of the mocked backend: per-period limits, activation, the one reward in
 * progress and its cancel. Each rule takes the db draft of one updateDb change, validates everything
 * first and throws a RuleError before it changes anything; every credit writes a statement entry.
 */
import type { BonusType, MockDb, MockMember, MockRewards, MockStatement, MockUserBonus } from '../types';
import { nextId, recordStatement } from './ledger';
import { addMoney } from '@/rules/money';
import { isExhausted } from '@/rules/bonus-period';
import { memberOf, totalBalance, WALLET } from './rewards-common';
import { RuleError } from './rule-error';
import { inMemberMoney } from './member-money';

/** Promo codes match whatever case the member typed. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
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
    if (bonus)
      return { kind: 'bonus', code: bonus.code, name: bonus.name, type: bonus.type, cancelBelow: bonus.cancelBelow };
  }
  const receipt = rewards.promotionReceipts.find((r) => r.memberId === memberId && r.isActive);
  if (receipt) {
    const promotion = rewards.promotions.find((p) => p.code === receipt.code);
    if (promotion) {
      return {
        kind: 'promotion',
        code: promotion.code,
        name: promotion.name,
        type: 'promotion',
        cancelBelow: promotion.cancelBelow,
      };
    }
  }
  return null;
}

/** GET /api/bonus/check/minimum: whether the reward in progress may end now (its balance threshold). */
export function cancelMinimum(rewards: MockRewards, member: MockMember) {
  const active = activeReward(rewards, member._id);
  const minimum = inMemberMoney(active?.cancelBelow ?? 0, member);
  const balance = totalBalance(member);
  return { status: !active || active.cancelBelow === null || balance < minimum, minimum, balance };
}

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
  if (isExhausted(bonus.type, bonus.maxReceived, userBonus?.list, nowMs)) throw new RuleError('BONUS_MAX_CLAIMED');
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
  creditReward(db, member, {
    from: 'BONUS',
    amount: inMemberMoney(bonus.amount, member),
    createdAt: at,
    bonus: { description: bonus.name },
  });
  return userBonus;
}

/** A bonus or promotion paid into the wallet, with its statement entry (type bonus, from BONUS or PROMOTION). */
function creditReward(
  db: MockDb,
  member: MockMember,
  credit: { from: 'BONUS' | 'PROMOTION'; amount: number; createdAt: string } & Pick<
    MockStatement,
    'bonus' | 'promotion'
  >,
): void {
  member.wallet = addMoney(member.wallet, credit.amount);
  recordStatement(db, { memberId: member._id, statementType: 'bonus', status: 'SUCCESS', to: WALLET, ...credit });
}

/** GET /api/bonus/clear: ends the bonus or promotion in progress (money stays where it is). */
export function clearActiveReward(db: MockDb, memberId: string, nowMs: number): ActiveReward {
  const member = memberOf(db, memberId);
  const rewards = db.rewards;
  const active = activeReward(rewards, memberId);
  if (!active) throw new RuleError('NO_DATA', 404);
  if (active.cancelBelow !== null && totalBalance(member) >= inMemberMoney(active.cancelBelow, member))
    throw new RuleError('BONUS_CONDITION');
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
    ...(active.kind === 'bonus'
      ? { bonus: { description: active.name } }
      : { promotion: { description: active.name } }),
  });
  return active;
}

// Promotions

export function findPromotion(rewards: MockRewards, code: string) {
  const wanted = normalizePromoCode(code);
  return wanted ? (rewards.promotions.find((p) => p.code === wanted) ?? null) : null;
}

/** GET /api/promotion/find/{code}: the promotion, or NO_PROMOTION (404). */
export function requirePromotion(rewards: MockRewards, code: string) {
  const promotion = findPromotion(rewards, code);
  if (!promotion) throw new RuleError('NO_PROMOTION', 404);
  return promotion;
}

/** GET /api/promotion/current: the member's promotion in progress, or null. */
export function currentPromotion(rewards: MockRewards, memberId: string) {
  const receipt = rewards.promotionReceipts.find((r) => r.memberId === memberId && r.isActive);
  return (receipt && rewards.promotions.find((p) => p.code === receipt.code)) ?? null;
}

/** GET /api/promotion/activate/{code}: once per member; credits the wallet like a bonus. */
export function activatePromotion(db: MockDb, memberId: string, code: string, nowMs: number) {
  const member = memberOf(db, memberId);
  const rewards = db.rewards;
  const promotion = requirePromotion(rewards, code);
  if (rewards.promotionReceipts.some((r) => r.memberId === memberId && r.code === promotion.code)) {
    throw new RuleError('PROMOTION_RECEIVED');
  }
  if (activeReward(rewards, memberId)) throw new RuleError('BONUS_REMAINING');
  const at = new Date(nowMs).toISOString();
  const receipt = { _id: nextId(db, 'pr'), memberId, code: promotion.code, isActive: true, createdAt: at };
  rewards.promotionReceipts.push(receipt);
  creditReward(db, member, {
    from: 'PROMOTION',
    amount: inMemberMoney(promotion.amount, member),
    createdAt: at,
    promotion: { description: promotion.name },
  });
  return receipt;
}
