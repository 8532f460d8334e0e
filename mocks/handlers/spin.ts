import { http, HttpResponse } from 'msw';
import { now } from '../clock';
import { getDb, updateDb } from '../db';
import { claimCoupon, openCoupons, SpinRuleError, spinWheel } from '../domain/spin';
import { getScenario } from '../scenarios';
import { apiUrl, jsonBody, route, serverHtml } from './utils';

/** Spin and claim failures answer 200 with success false and the code (spec section 8). */
function refused(error: unknown) {
  if (error instanceof SpinRuleError) return HttpResponse.json({ success: false, error: error.code });
  throw error;
}

export const spinHandlers = [
  // Whether the spin feature is on; the spinActive flag switches it off (the home tile becomes refresh-all).
  http.get(apiUrl('/api/spinwheel/active'), route(() => HttpResponse.json({ active: getScenario().spinActive }), { auth: true })),

  // The active wheel (null while the feature is off) and the member's coins. Weights and prizes stay on the server.
  http.get(
    apiUrl('/api/spinwheel/setup'),
    route(
      ({ member }) => {
        const { wheel } = getDb().spin;
        const activeSpinwheel = getScenario().spinActive
          ? {
              _id: wheel._id,
              name: wheel.name,
              slices: wheel.slices.map(({ code, label, bgColor, textColor, htmlDescription }) => ({
                code,
                label,
                bgColor,
                textColor,
                htmlDescription: htmlDescription && serverHtml(htmlDescription),
              })),
            }
          : null;
        return HttpResponse.json({ result: { activeSpinwheel, userCoin: member.coin } });
      },
      { auth: true },
    ),
  ),

  http.post(
    apiUrl('/api/spinwheel/spin'),
    route(
      ({ member }) => {
        try {
          const outcome = updateDb((db) => spinWheel(db, member._id, getScenario().spinActive, now()));
          return HttpResponse.json({
            success: true,
            result: { code: outcome.code, label: outcome.label, remainingCoin: outcome.remainingCoin },
          });
        } catch (error) {
          return refused(error);
        }
      },
      { auth: true },
    ),
  ),

  http.get(
    apiUrl('/api/spinwheel/coupon'),
    route(
      ({ member }) =>
        HttpResponse.json({
          result: openCoupons(getDb(), member._id).map((c) => ({
            _id: c._id,
            code: c.code,
            prize: { name: c.prizeName, slice: { code: c.sliceCode, label: c.sliceLabel, htmlDescription: c.htmlDescription && serverHtml(c.htmlDescription) } },
            amount: c.amount,
            createdAt: c.createdAt,
            expiresAt: c.expiresAt,
          })),
        }),
      { auth: true },
    ),
  ),

  http.post(
    apiUrl('/api/spinwheel/coupon/claim'),
    route(
      async ({ request, member }) => {
        const body = await jsonBody<{ coupon: string }>(request);
        try {
          const outcome = updateDb((db) => claimCoupon(db, member._id, body?.coupon, now()));
          return HttpResponse.json({ success: true, result: outcome });
        } catch (error) {
          return refused(error);
        }
      },
      { auth: true },
    ),
  ),
];
