import * as v from 'valibot';
import { endpoint, extra, unshown } from './endpoint';

// Spec section 7 "Spin"; shapes from section 3 (Spin setup response, Slice, Spin result, Coupon).

/** The optional HTML description of a slice (spec section 2: the claim modal's optional description). */
const htmlDescription = v.nullish(v.string());

export const spinSlice = v.object({
  code: v.string(),
  label: v.string(),
  bgColor: v.string(),
  textColor: v.string(),
  htmlDescription,
});

/** The active spin wheel; null while the spin feature is off. */
export const spinWheel = v.object({ name: v.string(), slices: v.array(spinSlice), _id: extra(v.string()) });

export const spinSetup = v.object({ activeSpinwheel: v.nullable(spinWheel), userCoin: v.number() });

export const spinResult = v.object({ code: v.string(), label: v.string(), remainingCoin: v.number() });

/**
 * A coupon (spec section 3): prize (slice label, name, slice htmlDescription) and amount. The spec names
 * no identifier: `_id` (and `code`) are extras; see the claim body.
 */
export const coupon = v.object({
  prize: v.object({
    name: v.string(),
    slice: v.object({ label: v.string(), htmlDescription, code: extra(v.string()) }),
  }),
  amount: v.number(),
  _id: extra(v.string()),
  code: extra(v.string()),
  createdAt: extra(v.string()),
  expiresAt: extra(v.string()),
});

/**
 * POST /api/spinwheel/coupon/claim {coupon}: the coupon's `_id` when the server sent one, else the coupon
 * as the server sent it (its spec fields identify it: the server takes its oldest claimable match).
 */
export const claimBody = v.object({ coupon: v.union([v.string(), coupon]) });

/** Spin and claim refusals answer success false with an error code (spec section 8). */
const refusal = { success: v.boolean(), error: v.optional(v.string()) };

export const spin = {
  setup: endpoint('GET', '/api/spinwheel/setup', v.object({ result: spinSetup })),
  /** success true carries result; success false carries error. */
  spin: endpoint('POST', '/api/spinwheel/spin', v.object({ ...refusal, result: v.optional(spinResult) }), {
    money: true,
  }),
  /** The member's claimable coupons, in `result` as the setup answer has them. */
  coupons: endpoint('GET', '/api/spinwheel/coupon', v.object({ result: v.array(coupon) })),
  claim: endpoint('POST', '/api/spinwheel/coupon/claim', v.object({ ...refusal, result: extra(v.unknown()) }), {
    body: claimBody,
    money: true,
  }),
  /**
   * Whether the spin feature is on. The spec gives no answer shape: `active` is an extra; without it the
   * app falls back on the setup's activeSpinwheel (null while the feature is off).
   */
  active: endpoint('GET', '/api/spinwheel/active', unshown({ active: extra(v.boolean()) })),
};

export type SpinSlice = v.InferOutput<typeof spinSlice>;
export type SpinWheel = v.InferOutput<typeof spinWheel>;
export type SpinSetup = v.InferOutput<typeof spinSetup>;
export type SpinResult = v.InferOutput<typeof spinResult>;
export type Coupon = v.InferOutput<typeof coupon>;
export type ClaimBody = v.InferOutput<typeof claimBody>;
