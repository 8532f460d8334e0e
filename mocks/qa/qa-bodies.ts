import * as v from 'valibot';
import en from '@/locales/en.json';
import type { Scenario } from '../scenarios';
import { ENDPOINTS } from './endpoints';
import { faultCodes, LOST_AS, type Fault } from './faults';

/**
 * The bodies the standalone server's QA endpoints accept (POST /__mock/scenario, POST /__mock/faults).
 * Anything else (an unknown key, a wrong type, a fault without an endpoint of the contract or with a code
 * outside the catalogue) is refused with 400 and changes nothing: `POST /__mock/faults {}` must not turn
 * into "every call fails".
 */
const flag = v.optional(v.boolean());

const scenarioPatch = v.strictObject({
  registerOTP: flag,
  enableChatWidget: flag,
  terminated: flag,
  manualDeposit: flag,
  walletMode: v.optional(v.picklist(['AUTO', 'GIFT_LINK'])),
  slipClosed: flag,
  spinActive: flag,
  gameProviderDown: flag,
  inviteActive: flag,
  refundActive: flag,
  rewardBanners: flag,
  specMinimal: flag,
  latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000))),
});

/** An endpoint of ENDPOINTS ("METHOD /api/path/{param}"), or "* /api/..." for every method of a path. */
const endpoint = v.pipe(
  v.string(),
  v.check((value) => ENDPOINTS.includes(value) || /^\* \/api\/\S*$/.test(value), 'not an endpoint of the contract'),
);
const once = v.optional(v.boolean(), false);

const fault = v.variant('kind', [
  v.strictObject({
    kind: v.literal('code'),
    endpoint,
    code: v.picklist(faultCodes(Object.keys(en.errors)), 'not an error code of the catalogue'),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    once,
  }),
  v.strictObject({ kind: v.literal('http500'), endpoint, once }),
  v.strictObject({
    kind: v.literal('lost'),
    endpoint,
    status: v.optional(v.picklist(LOST_AS, 'not a status a lost answer comes as (500, 502, 503, 504, 524, 200, 0)')),
    once,
  }),
  v.strictObject({ kind: v.literal('network'), endpoint, once }),
  v.strictObject({
    kind: v.literal('delay'),
    endpoint,
    delayMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)),
    once,
  }),
]);

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

function check<T>(schema: v.GenericSchema<unknown, T>, body: unknown): Checked<T> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  return { ok: false, problem: `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}` };
}

export function checkScenarioPatch(body: unknown): Checked<Partial<Scenario>> {
  if (Array.isArray(body)) return { ok: false, problem: '(body): an object of flags, not a list' };
  return check(scenarioPatch, body);
}

export function checkFault(body: unknown): Checked<Omit<Fault, 'id'>> {
  return check(fault, body);
}
