import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import {
  activateBonus,
  activatePromotion,
  activeReward,
  addRefundToWallet,
  clearActiveReward,
  collectInviteBonus,
  findPromotion,
  inviteesOf,
  inviteeEarning,
  pageOf,
  pagingOf,
  receiveRefund,
  refundBalance,
  refundState,
  totalBalance,
} from '../domain/rewards';
import { RuleError } from '../domain/rule-error';
import { getScenario } from '../scenarios';
import { createRewardsSeed } from '../seed-rewards';
import type { MockBanner, MockDb, MockMember, MockPromotion, MockRewards } from '../types';
import { apiUrl, fail, jsonBody, route, serverHtml } from './utils';

/** A database saved in the browser before the rewards slice existed (same version) gets it here. */
function rewardsOf(db: Readonly<MockDb>): MockRewards {
  return db.rewards ?? createRewardsSeed(now());
}

/** Runs a rule inside one atomic change; a RuleError becomes its error answer. */
function change<T>(rule: (db: MockDb) => T): { ok: true; value: T } | { ok: false; response: Response } {
  try {
    return {
      ok: true,
      value: updateDb((db) => {
        db.rewards ??= createRewardsSeed(now());
        db.plays ??= [];
        return rule(db);
      }),
    };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, response: fail(error.code, error.status) };
    throw error;
  }
}

const banners = (list: MockBanner[]) => (getScenario().rewardBanners ? list.map((b) => ({ image: b.image, html: serverHtml(b.html) })) : []);

const publicPromotion = (p: MockPromotion) => ({
  code: p.code,
  name: p.name,
  percentFail: p.percentFail,
  amount: p.amount,
  description: serverHtml(p.description),
});

function bonusList(db: Readonly<MockDb>, member: MockMember) {
  const rewards = rewardsOf(db);
  return rewards.bonuses.map((bonus) => {
    const userBonus = rewards.userBonuses.find((u) => u.memberId === member._id && u.bonusCode === bonus.code);
    return {
      code: bonus.code,
      name: bonus.name,
      type: bonus.type,
      maxReceived: bonus.maxReceived,
      percentFail: bonus.percentFail,
      amount: bonus.amount,
      banners: bonus.banners.map((b) => ({ image: b.image, html: serverHtml(b.html) })),
      notice: serverHtml(bonus.notice),
      userBonus: userBonus ? { _id: userBonus._id, isActive: userBonus.isActive, received: userBonus.received, list: userBonus.list } : null,
    };
  });
}

function refundCheck(db: Readonly<MockDb>, member: MockMember) {
  const rewards = rewardsOf(db);
  const state = refundState({ ...db, rewards }, member._id, now());
  const bonus = activeReward(rewards, member._id) !== null;
  return {
    result: state.amount > 0,
    bonus,
    info: { percent: rewards.refund.percent, minimum: rewards.refund.minimum, balance: refundBalance(rewards, member._id) },
    refundAmount: state.amount,
    refundSuccess: state.wins,
    refundFail: state.losses,
  };
}

export const rewardsHandlers = [
  // --- invite
  http.post(
    apiUrl('/api/invite'),
    route(
      async ({ member, request }) => {
        const paging = pagingOf(await jsonBody<{ page: number; limit: number }>(request));
        if ('error' in paging) return fail(paging.error);
        const db = getDb();
        const rewards = rewardsOf(db);
        const full = { ...db, rewards };
        const invitees = inviteesOf(full, member).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const invites = pageOf(invitees, paging).map((invitee) => ({
          _id: invitee._id,
          from: { name: invitee.name },
          amount: inviteeEarning(full, invitee._id, -Infinity, now()),
          createdAt: invitee.createdAt,
        }));
        return HttpResponse.json({
          invites,
          total: invitees.length,
          percentSuccess: rewards.invite.percentSuccess,
          percentFail: rewards.invite.percentFail,
        });
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/invite/bonus'),
    route(
      ({ member }) => {
        const active = getScenario().inviteActive;
        const outcome = change((db) => collectInviteBonus(db, member._id, now(), { active }));
        return outcome.ok ? HttpResponse.json({ message: 'INVITE_BONUS_SUCCESS', amount: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),
  http.get(apiUrl('/api/invite/banners'), route(() => HttpResponse.json(banners(rewardsOf(getDb()).invite.banners)), { auth: true })),

  // --- refund
  http.post(
    apiUrl('/api/refund'),
    route(
      async ({ member, request }) => {
        const paging = pagingOf(await jsonBody<{ page: number; limit: number }>(request));
        if ('error' in paging) return fail(paging.error);
        const list = rewardsOf(getDb())
          .refunds.filter((r) => r.memberId === member._id)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return HttpResponse.json({
          refunds: pageOf(list, paging).map((r) => ({ _id: r._id, refundAmount: r.refundAmount, createdAt: r.createdAt })),
          total: list.length,
        });
      },
      { auth: true },
    ),
  ),
  http.get(apiUrl('/api/refund/check'), route(({ member }) => HttpResponse.json(refundCheck(getDb(), member)), { auth: true })),
  http.get(
    apiUrl('/api/refund/receive'),
    route(
      ({ member }) => {
        const active = getScenario().refundActive;
        const outcome = change((db) => receiveRefund(db, member._id, now(), { active }));
        return outcome.ok ? HttpResponse.json({ message: 'REFUND_SUCCESS', amount: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/refund/addWallet'),
    route(
      ({ member }) => {
        const active = getScenario().refundActive;
        const outcome = change((db) => addRefundToWallet(db, member._id, now(), { active }));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', amount: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),
  http.get(apiUrl('/api/refund/banners'), route(() => HttpResponse.json(banners(rewardsOf(getDb()).refund.banners)), { auth: true })),

  // --- bonus
  http.get(apiUrl('/api/bonus'), route(({ member }) => HttpResponse.json(bonusList(getDb(), member)), { auth: true })),
  http.get(
    apiUrl('/api/bonus/check/active'),
    route(
      ({ member }) => {
        const active = activeReward(rewardsOf(getDb()), member._id);
        return HttpResponse.json(active ? { status: true, type: active.type, code: active.code, name: active.name } : { status: false, type: null });
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/bonus/check/minimum'),
    route(
      ({ member }) => {
        const active = activeReward(rewardsOf(getDb()), member._id);
        const minimum = active?.cancelBelow ?? 0;
        const balance = totalBalance(member);
        return HttpResponse.json({ status: !active || active.cancelBelow === null || balance < minimum, minimum, balance });
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/bonus/activate/:code'),
    route<{ code: string }>(
      ({ member, params }) => {
        const outcome = change((db) => activateBonus(db, member._id, String(params.code), now()));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', userBonus: outcome.value }) : outcome.response;
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/bonus/clear'),
    route(
      ({ member }) => {
        const outcome = change((db) => clearActiveReward(db, member._id, now()));
        return outcome.ok ? HttpResponse.json({ message: 'BONUS_CLEAR' }) : outcome.response;
      },
      { auth: true },
    ),
  ),

  // --- promotion
  http.get(
    apiUrl('/api/promotion/current'),
    route(
      ({ member }) => {
        const rewards = rewardsOf(getDb());
        const receipt = rewards.promotionReceipts.find((r) => r.memberId === member._id && r.isActive);
        const promotion = receipt ? rewards.promotions.find((p) => p.code === receipt.code) : undefined;
        return HttpResponse.json({ promotion: promotion ? publicPromotion(promotion) : null });
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/promotion/find/:code'),
    route<{ code: string }>(
      ({ params }) => {
        const promotion = findPromotion(rewardsOf(getDb()), String(params.code));
        return promotion ? HttpResponse.json({ promotion: publicPromotion(promotion) }) : fail('NO_PROMOTION', 404);
      },
      { auth: true },
    ),
  ),
  http.get(
    apiUrl('/api/promotion/activate/:code'),
    route<{ code: string }>(
      ({ member, params }) => {
        const outcome = change((db) => activatePromotion(db, member._id, String(params.code), now()));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS' }) : outcome.response;
      },
      { auth: true },
    ),
  ),
];
