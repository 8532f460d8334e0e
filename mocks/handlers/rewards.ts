import { bonus, promotion } from '@/contract/bonus';
import { invite } from '@/contract/invite';
import { refund } from '@/contract/refund';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import {
  activateBonus,
  activatePromotion,
  activeReward,
  cancelMinimum,
  clearActiveReward,
  currentPromotion,
  requirePromotion,
} from '../domain/bonus';
import { collectInviteBonus, inviteList } from '../domain/invite';
import { addRefundToWallet, receiveRefund, refundCheck } from '../domain/refund';
import { listPaging, pageOf } from '../domain/rewards-common';
import { getScenario } from '../scenarios';
import { textsFor, type TextsFor } from '../texts/translate';
import { createRewardsSeed } from '../seed-rewards';
import type { MockBanner, MockDb, MockMember, MockPromotion } from '../types';
import { handle, jsonBody, serverHtml } from './utils';

/** A database saved in the browser before the rewards slice existed (same version) gets it here. */
function withRewards(db: Readonly<MockDb>): MockDb {
  return { ...db, rewards: db.rewards ?? createRewardsSeed(now()), plays: db.plays ?? [] } as MockDb;
}

/** Runs a rule inside one atomic change (a RuleError leaves no trace and becomes its answer). */
function change<T>(rule: (db: MockDb) => T): T {
  return updateDb((db) => {
    db.rewards ??= createRewardsSeed(now());
    db.plays ??= [];
    return rule(db);
  });
}

const read = () => withRewards(getDb());

// Texts in the language the call asks for and the member's currency (texts/translate.ts); QA's HTML injection still wins (serverHtml).
const bannersIn = (text: TextsFor, list: MockBanner[]) => list.map((b) => ({ image: b.image, html: serverHtml(text(b.html)) }));
const banners = (text: TextsFor, list: MockBanner[]) => (getScenario().rewardBanners ? bannersIn(text, list) : []);

const publicPromotion = (p: MockPromotion, text: TextsFor) => ({
  code: p.code,
  name: text(p.name),
  percentFail: p.percentFail,
  amount: p.amount,
  description: serverHtml(text(p.description)),
});

function bonusList(db: MockDb, member: MockMember, text: TextsFor) {
  return db.rewards.bonuses.map((item) => {
    const userBonus = db.rewards.userBonuses.find((u) => u.memberId === member._id && u.bonusCode === item.code);
    return {
      code: item.code,
      name: text(item.name),
      type: item.type,
      maxReceived: item.maxReceived,
      percentFail: item.percentFail,
      amount: item.amount,
      banners: bannersIn(text, item.banners),
      userBonus: userBonus ? { _id: userBonus._id, isActive: userBonus.isActive, received: userBonus.received, list: userBonus.list } : null,
    };
  });
}

export const rewardsHandlers = [
  // --- invite
  handle(
    invite.list,
    async ({ member, request }) => {
      const paging = listPaging(await jsonBody(request));
      const db = read();
      const all = inviteList(db, member, now());
      const { percentSuccess, percentFail } = db.rewards.invite;
      return { invites: pageOf(all, paging), total: all.length, percentSuccess, percentFail };
    },
    { auth: true },
  ),
  handle(
    invite.bonus,
    ({ member }) => {
      const active = getScenario().inviteActive;
      const amount = change((db) => collectInviteBonus(db, member._id, now(), { active }));
      return { message: 'INVITE_BONUS_SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(invite.banners, ({ member, request }) => banners(textsFor(request, member), read().rewards.invite.banners), { auth: true }),

  // --- refund
  handle(
    refund.list,
    async ({ member, request }) => {
      const paging = listPaging(await jsonBody(request));
      const list = read()
        .rewards.refunds.filter((r) => r.memberId === member._id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        refunds: pageOf(list, paging).map((r) => ({ _id: r._id, refundAmount: r.refundAmount, createdAt: r.createdAt })),
        total: list.length,
      };
    },
    { auth: true },
  ),
  handle(refund.check, ({ member }) => refundCheck(read(), member._id, now()), { auth: true }),
  handle(
    refund.receive,
    ({ member }) => {
      const active = getScenario().refundActive;
      const amount = change((db) => receiveRefund(db, member._id, now(), { active }));
      return { message: 'REFUND_SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(
    refund.addWallet,
    ({ member }) => {
      const active = getScenario().refundActive;
      const amount = change((db) => addRefundToWallet(db, member._id, now(), { active }));
      return { message: 'SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(refund.banners, ({ member, request }) => banners(textsFor(request, member), read().rewards.refund.banners), { auth: true }),

  // --- bonus
  handle(bonus.list, ({ member, request }) => bonusList(read(), member, textsFor(request, member)), { auth: true }),
  handle(
    bonus.active,
    ({ member, request }) => {
      const active = activeReward(read().rewards, member._id);
      if (!active) return { status: false, type: null };
      return { status: true, type: active.type, code: active.code, name: textsFor(request, member)(active.name) };
    },
    { auth: true },
  ),
  handle(bonus.minimum, ({ member }) => cancelMinimum(read().rewards, member), { auth: true }),
  handle(
    bonus.activate,
    ({ member, params }) => {
      change((db) => activateBonus(db, member._id, String(params.code), now()));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),
  handle(
    bonus.clear,
    ({ member }) => {
      change((db) => clearActiveReward(db, member._id, now()));
      return { message: 'BONUS_CLEAR' };
    },
    { auth: true },
  ),

  // --- promotion
  handle(
    promotion.current,
    ({ member, request }) => {
      const current = currentPromotion(read().rewards, member._id);
      return { promotion: current ? publicPromotion(current, textsFor(request, member)) : null };
    },
    { auth: true },
  ),
  handle(promotion.find, ({ member, params, request }) => ({ promotion: publicPromotion(requirePromotion(read().rewards, String(params.code)), textsFor(request, member)) }), {
    auth: true,
  }),
  handle(
    promotion.activate,
    ({ member, params }) => {
      change((db) => activatePromotion(db, member._id, String(params.code), now()));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),
];
