import { bonus, promotion } from '@/contract/bonus';
import { now } from '../clock';
import {
  activateBonus,
  activatePromotion,
  activeReward,
  cancelMinimum,
  clearActiveReward,
  currentPromotion,
  requirePromotion,
} from '../domain/bonus';
import { inMemberMoney } from '../domain/member-money';
import { bannerImagesFor, type ImagesFor } from '../texts/banner-art';
import { textsFor, type TextsFor } from '../texts/translate';
import type { MockDb, MockMember, MockPromotion } from '../types';
import { bannersIn, change, read } from './rewards-slice';
import { handle, serverHtml } from './utils';

const publicPromotion = (p: MockPromotion, member: MockMember, text: TextsFor) => ({
  code: p.code,
  name: text(p.name),
  percentFail: p.percentFail,
  amount: inMemberMoney(p.amount, member),
  description: serverHtml(text(p.description)),
});

function bonusList(db: MockDb, member: MockMember, text: TextsFor, image: ImagesFor) {
  return db.rewards.bonuses.map((item) => {
    const userBonus = db.rewards.userBonuses.find((u) => u.memberId === member._id && u.bonusCode === item.code);
    return {
      code: item.code,
      name: text(item.name),
      type: item.type,
      maxReceived: item.maxReceived,
      percentFail: item.percentFail,
      amount: inMemberMoney(item.amount, member),
      banners: bannersIn(text, image, item.banners),
      userBonus: userBonus
        ? { _id: userBonus._id, isActive: userBonus.isActive, received: userBonus.received, list: userBonus.list }
        : null,
    };
  });
}

export const bonusHandlers = [
  handle(
    bonus.list,
    ({ member, request }) => bonusList(read(), member, textsFor(request, member), bannerImagesFor(request, member)),
    { auth: true },
  ),
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
  // promotions (promo codes)
  handle(
    promotion.current,
    ({ member, request }) => {
      const current = currentPromotion(read().rewards, member._id);
      return { promotion: current ? publicPromotion(current, member, textsFor(request, member)) : null };
    },
    { auth: true },
  ),
  handle(
    promotion.find,
    ({ member, params, request }) => ({
      promotion: publicPromotion(
        requirePromotion(read().rewards, String(params.code)),
        member,
        textsFor(request, member),
      ),
    }),
    {
      auth: true,
    },
  ),
  handle(
    promotion.activate,
    ({ member, params }) => {
      change((db) => activatePromotion(db, member._id, String(params.code), now()));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),
];
