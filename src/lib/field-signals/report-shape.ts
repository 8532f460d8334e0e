import * as v from 'valibot';
import {
  ENDPOINT_NAME,
  ENDPOINT_PATH,
  ERROR_NAMES,
  FIELD_PATH,
  HTTP_STATUS_CODE,
  MAX_FRAMES,
  METHODS,
  MONEY_CODES,
  ROUTE_PATTERN,
  SCRIPT_PATH,
  VERSION,
} from './report-forms';

/**
 * The allow-list of field signals: a report carries these fields and no others (strict objects), each of a form
 * with no room for free text (report-forms.ts), so a token, phone number, name, e-mail, account number or amount
 * has no field to travel in. The mock server checks posted batches with the same schema; the app imports only
 * the type (the schema stays out of its chunks).
 */
const form = (pattern: RegExp) => v.pipe(v.string(), v.maxLength(200), v.regex(pattern));
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000));
const context = { route: form(ROUTE_PATTERN), version: form(VERSION) };

export const MAX_REPORTS_PER_BATCH = 20;

/** One line of a stack: where in the app's own scripts, never what the line said. */
const frame = v.strictObject({ file: form(SCRIPT_PATH), line: count, column: count });

export const ReportShape = v.variant('type', [
  v.strictObject({
    type: v.literal('vital'),
    name: v.picklist(['LCP', 'INP', 'CLS']),
    value: v.pipe(v.number(), v.finite()),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    ...context,
  }),
  v.strictObject({
    type: v.literal('contract'),
    method: v.picklist(METHODS),
    path: form(ENDPOINT_PATH),
    field: form(FIELD_PATH),
    ...context,
  }),
  v.strictObject({
    type: v.literal('error'),
    kind: v.picklist(['error', 'rejection']),
    name: v.picklist(ERROR_NAMES),
    frames: v.pipe(v.array(frame), v.maxLength(MAX_FRAMES)),
    ...context,
  }),
  v.strictObject({
    type: v.literal('money'),
    endpoint: form(ENDPOINT_NAME),
    code: v.union([v.picklist(MONEY_CODES), form(HTTP_STATUS_CODE)]),
    ...context,
  }),
]);

export const ReportBatchShape = v.strictObject({
  reports: v.pipe(v.array(ReportShape), v.minLength(1), v.maxLength(MAX_REPORTS_PER_BATCH)),
});

export type Report = v.InferOutput<typeof ReportShape>;
export type ReportBatch = v.InferOutput<typeof ReportBatchShape>;
