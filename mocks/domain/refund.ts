/**
 * Refund (loss rebate) rules of the mocked backend. The rebate due is a percent of the net play loss
 * since the last receive. Receive records it in the refund log and holds it for the member; add-to-wallet
 * pays into the wallet what is held plus what is due now (received on the spot), so either button takes
 * the refund the spec's check describes. Rules validate first and throw a RuleError before any change.
 */
import type { MockDb, MockPlay, MockRewards } from '../types';
import { activeReward } from './bonus';
import { nextId, recordStatement } from './ledger';
import { addMoney, fromSatang, roundToStep, toSatang } from '@/rules/money';
import { lastAt, memberOf, WALLET } from './rewards-common';
import { RuleError } from './rule-error';
import { inMemberMoney, moneyStep } from './member-money';

export interface RefundState {
  /** Sum of winning results since the last receive. */
  wins: number;
  /** Sum of losing results (as a positive amount) since the last receive. */
  losses: number;
  /** percent of the net loss, to the satang; 0 when the member won overall. */
  amount: number;
}

/** `step`: the member's smallest amount in satang (whole kip for a kip member), the refund is rounded to it. */
export function refundFromPlays(plays: readonly Pick<MockPlay, 'result'>[], percent: number, step = 1): RefundState {
  let wins = 0;
  let losses = 0;
  for (const play of plays) {
    const satang = toSatang(play.result);
    if (satang > 0) wins += satang;
    else losses -= satang;
  }
  const net = Math.max(0, losses - wins);
  return {
    wins: fromSatang(wins),
    losses: fromSatang(losses),
    amount: fromSatang(roundToStep((net * percent) / 100, step)),
  };
}

export function refundState(db: Readonly<MockDb>, memberId: string, nowMs: number): RefundState {
  const since = lastAt(db.rewards.refunds, memberId);
  const plays = db.plays.filter((p) => {
    const at = Date.parse(p.createdAt);
    return p.memberId === memberId && at > since && at <= nowMs;
  });
  return refundFromPlays(plays, db.rewards.refund.percent, moneyStep(db.members.find((m) => m._id === memberId)));
}

/** Received refunds held for the member, not yet in the wallet. */
export function refundBalance(rewards: MockRewards, memberId: string): number {
  return rewards.refundBalances.find((b) => b.memberId === memberId)?.amount ?? 0;
}

/** The least refund a member may receive: the programme's minimum in the member's money. */
function refundMinimum(db: Readonly<MockDb>, memberId: string): number {
  return inMemberMoney(
    db.rewards.refund.minimum,
    db.members.find((m) => m._id === memberId),
  );
}

/** GET /api/refund/check: the spec's fields, and the programme's terms and the held balance as `info`. */
export function refundCheck(db: Readonly<MockDb>, memberId: string, nowMs: number) {
  const state = refundState(db, memberId, nowMs);
  const { percent } = db.rewards.refund;
  const minimum = refundMinimum(db, memberId);
  return {
    result: state.amount > 0,
    bonus: activeReward(db.rewards, memberId) !== null,
    info: { percent, minimum, balance: refundBalance(db.rewards, memberId) },
    refundAmount: state.amount,
    refundSuccess: state.wins,
    refundFail: state.losses,
  };
}

/** Why the refund due now cannot be received (REFUND_CONDITION, NO_REFUND, REFUND_MINIMUM), or null. */
function receiveBlock(db: Readonly<MockDb>, memberId: string, nowMs: number): string | null {
  if (activeReward(db.rewards, memberId)) return 'REFUND_CONDITION';
  const { amount } = refundState(db, memberId, nowMs);
  if (amount <= 0) return 'NO_REFUND';
  if (amount < refundMinimum(db, memberId)) return 'REFUND_MINIMUM';
  return null;
}

/** GET /api/refund/receive: the rebate moves into the member's refund balance and the refund log. */
export function receiveRefund(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  memberOf(db, memberId);
  if (!options.active) throw new RuleError('REFUND_INACTIVE');
  const blocked = receiveBlock(db, memberId, nowMs);
  if (blocked) throw new RuleError(blocked);
  const { amount } = refundState(db, memberId, nowMs);
  db.rewards.refunds.push({
    _id: nextId(db, 'rf'),
    memberId,
    refundAmount: amount,
    createdAt: new Date(nowMs).toISOString(),
  });
  const balance = db.rewards.refundBalances.find((b) => b.memberId === memberId);
  if (balance) balance.amount = addMoney(balance.amount, amount);
  else db.rewards.refundBalances.push({ memberId, amount });
  return amount;
}

/**
 * GET /api/refund/addWallet: receives the refund due now (when it may be received) and moves the whole
 * refund balance into the wallet (the total is kept). Nothing to pay answers why.
 */
export function addRefundToWallet(db: MockDb, memberId: string, nowMs: number, options: { active: boolean }): number {
  const member = memberOf(db, memberId);
  if (!options.active) throw new RuleError('REFUND_INACTIVE');
  const blocked = receiveBlock(db, memberId, nowMs);
  if (!blocked) receiveRefund(db, memberId, nowMs, options);
  const balance = db.rewards.refundBalances.find((b) => b.memberId === memberId);
  const amount = balance?.amount ?? 0;
  if (!balance || amount <= 0) throw new RuleError(blocked ?? 'NO_REFUND');
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
