import * as v from 'valibot';
import { spin } from '@/contract/spin';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { claimCoupon, openCoupons, spinAnswer, spinWheel } from '../domain/spin';
import { getScenario } from '../scenarios';
import { langOf, type MockLang } from '../texts/lang';
import { translate } from '../texts/translate';
import type { MockCoupon } from '../types';
import { handle, jsonBody, serverHtml } from './utils';

/** An open coupon as answered, its prize texts in the member's language. */
const couponIn = (lang: MockLang, c: MockCoupon) => ({
  _id: c._id,
  code: c.code,
  prize: {
    name: translate(lang, c.prizeName),
    slice: { code: c.sliceCode, label: translate(lang, c.sliceLabel), htmlDescription: c.htmlDescription && serverHtml(translate(lang, c.htmlDescription)) },
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
      const lang = langOf(request);
      const { wheel } = getDb().spin;
      const activeSpinwheel = getScenario().spinActive
        ? {
            _id: wheel._id,
            name: translate(lang, wheel.name),
            slices: wheel.slices.map(({ code, label, bgColor, textColor, htmlDescription }) => ({
              code,
              label: translate(lang, label),
              bgColor,
              textColor,
              htmlDescription: htmlDescription && serverHtml(translate(lang, htmlDescription)),
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
        return { code: outcome.code, label: translate(langOf(request), outcome.label), remainingCoin: outcome.remainingCoin };
      }),
    { auth: true },
  ),

  handle(
    spin.coupons,
    ({ member, request }) => ({
      result: openCoupons(getDb(), member._id).map((c) => couponIn(langOf(request), c)),
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
