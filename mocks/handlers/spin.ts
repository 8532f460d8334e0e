import * as v from 'valibot';
import { spin } from '@/contract/spin';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { claimCoupon, openCoupons, spinAnswer, spinWheel } from '../domain/spin';
import { getScenario } from '../scenarios';
import { textsFor, type TextsFor } from '../texts/translate';
import type { MockCoupon } from '../types';
import { handle, jsonBody, serverHtml } from './utils';

/** An open coupon as answered, its prize texts in the member's language and currency. */
const couponIn = (text: TextsFor, c: MockCoupon) => ({
  _id: c._id,
  code: c.code,
  prize: {
    name: text(c.prizeName),
    slice: {
      code: c.sliceCode,
      label: text(c.sliceLabel),
      htmlDescription: c.htmlDescription && serverHtml(text(c.htmlDescription)),
    },
  },
  amount: c.amount,
  createdAt: c.createdAt,
  expiresAt: c.expiresAt,
});

/** Spin and claim refusals are answers (200, success false with the code: spec section 8), not rule errors. */
export const spinHandlers = [
  // Whether the spin feature is on; the spinActive flag switches it off (the home tile becomes refresh-all).
  handle(spin.active, () => ({ active: getScenario().spinActive }), { auth: true }),

  // The active wheel (null while the feature is off) and the member's coins. Weights and prizes stay on the server.
  handle(
    spin.setup,
    ({ member, request }) => {
      const text = textsFor(request, member);
      const { wheel } = getDb().spin;
      const activeSpinwheel = getScenario().spinActive
        ? {
            _id: wheel._id,
            name: text(wheel.name),
            slices: wheel.slices.map(({ code, label, bgColor, textColor, htmlDescription }) => ({
              code,
              label: text(label),
              bgColor,
              textColor,
              htmlDescription: htmlDescription && serverHtml(text(htmlDescription)),
            })),
          }
        : null;
      return { result: { activeSpinwheel, userCoin: member.coin } };
    },
    { auth: true },
  ),

  handle(
    spin.spin,
    ({ member, request }) =>
      spinAnswer(() => {
        const outcome = updateDb((db) => spinWheel(db, member._id, getScenario().spinActive, now()));
        return {
          code: outcome.code,
          label: textsFor(request, member)(outcome.label),
          remainingCoin: outcome.remainingCoin,
        };
      }),
    { auth: true },
  ),

  handle(
    spin.coupons,
    ({ member, request }) => ({
      result: openCoupons(getDb(), member._id).map((c) => couponIn(textsFor(request, member), c)),
    }),
    { auth: true },
  ),

  // {coupon}: the coupon's _id (or code), or the coupon object (see couponFor); a bad body names no coupon.
  handle(
    spin.claim,
    async ({ request, member }) => {
      const body = v.safeParse(spin.claim.body, await jsonBody(request));
      const ref = body.success ? body.output.coupon : undefined;
      return spinAnswer(() => updateDb((db) => claimCoupon(db, member._id, ref, now())));
    },
    { auth: true },
  ),
];
