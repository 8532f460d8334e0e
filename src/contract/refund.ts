import * as v from 'valibot';
import { banner } from './entities';
import { endpoint, extra, unshown } from './endpoint';
import { pagingBody } from './entities';

// Spec section 7 "Invite and refund": the refund calls; shapes from section 3 (Refund check, Refund log).

/**
 * GET /api/refund/check. `result`: a refund exists; `bonus`: a bonus is pending. `info` is named by the
 * spec without a shape: the app treats it as opaque and never reads it.
 */
export const refundCheck = v.object({
  result: v.boolean(),
  bonus: v.boolean(),
  info: extra(v.unknown()),
  refundAmount: v.number(),
  refundSuccess: v.number(),
  refundFail: v.number(),
});

export const refundLogItem = v.object({ refundAmount: v.number(), createdAt: v.string(), _id: extra(v.string()) });

/** Receive and add-to-wallet: an amount, when sent, is shown in the success toast. */
const moved = { amount: extra(v.number()) };

export const refund = {
  /** The spec names only `refunds`; a `total`, when sent, sizes the pagination. */
  list: endpoint('POST', '/api/refund', v.object({ refunds: v.array(refundLogItem), total: extra(v.number()) }), {
    body: pagingBody,
  }),
  check: endpoint('GET', '/api/refund/check', refundCheck),
  receive: endpoint('GET', '/api/refund/receive', v.object({ message: v.string(), ...moved }), { money: true }),
  /** No answer shape in the spec. */
  addWallet: endpoint('GET', '/api/refund/addWallet', unshown({ message: extra(v.string()), ...moved }), {
    money: true,
  }),
  banners: endpoint('GET', '/api/refund/banners', v.array(banner)),
};

export type RefundCheck = v.InferOutput<typeof refundCheck>;
export type RefundLogItem = v.InferOutput<typeof refundLogItem>;
export type RefundPage = v.InferOutput<typeof refund.list.response>;
