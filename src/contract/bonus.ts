import * as v from 'valibot';
import { banner } from './entities';
import { endpoint, extra, unshown } from './endpoint';

// Spec section 7 "Bonus, promotion, statement": the bonus and promotion calls; shapes from section 3.

/** Bonus types (spec sections 3 and 9): limit counts every receive, day the same day, week the same week. */
export const bonusType = v.picklist(['limit', 'day', 'week']);

/** The member's record of one bonus; null or absent when the member never received it. */
export const userBonus = v.object({
  _id: v.string(),
  isActive: v.boolean(),
  received: v.number(),
  list: v.array(v.object({ updatedAt: v.string() })),
});

/** One entry of GET /api/bonus. The notice is not here: it is GET /api/lookup/notice (spec section 7). */
export const bonusItem = v.object({
  code: v.string(),
  type: bonusType,
  maxReceived: v.number(),
  percentFail: v.number(),
  banners: v.array(banner),
  userBonus: v.nullish(userBonus),
  name: extra(v.string()),
  amount: extra(v.number()),
});

/** Promotion (spec section 3): percentFail and description (server HTML). */
export const promotionItem = v.object({
  percentFail: v.number(),
  description: v.string(),
  code: extra(v.string()),
  name: extra(v.string()),
  amount: extra(v.number()),
});

/** No answer shape in the spec: nothing is read from it. */
const done = unshown({ message: extra(v.string()) });

export const bonus = {
  list: endpoint('GET', '/api/bonus', v.array(bonusItem)),
  activate: endpoint('GET', '/api/bonus/activate/:code', done, { money: true }),
  /** Status and type (spec section 7); type is a bonus type, or another kind (a promo code), null when none. */
  active: endpoint(
    'GET',
    '/api/bonus/check/active',
    v.object({ status: v.boolean(), type: v.nullable(v.string()), code: extra(v.string()), name: extra(v.string()) }),
  ),
  /** Defined, unused (spec section 7): no answer shape. */
  minimum: endpoint(
    'GET',
    '/api/bonus/check/minimum',
    unshown({ status: extra(v.boolean()), minimum: extra(v.number()), balance: extra(v.number()) }),
  ),
  clear: endpoint('GET', '/api/bonus/clear', v.object({ message: v.string() })),
};

export const promotion = {
  /** Defined, unused (spec section 7): no answer shape. */
  current: endpoint('GET', '/api/promotion/current', unshown({ promotion: extra(v.nullable(promotionItem)) })),
  /** The matched promotion; an unknown code answers NO_PROMOTION. */
  find: endpoint('GET', '/api/promotion/find/:code', v.object({ promotion: promotionItem })),
  activate: endpoint('GET', '/api/promotion/activate/:code', done, { money: true }),
};

export type BonusType = v.InferOutput<typeof bonusType>;
export type UserBonus = v.InferOutput<typeof userBonus>;
export type Bonus = v.InferOutput<typeof bonusItem>;
export type ActiveBonus = v.InferOutput<typeof bonus.active.response>;
export type Promotion = v.InferOutput<typeof promotionItem>;
