import * as v from 'valibot';

/**
 * The allow-list of field signals: a report carries these fields and no others (strict objects), so a token,
 * phone number, name, account number or amount has no field to travel in. The mock server checks posted
 * batches with the same schema; the app imports only the type (the schema stays out of its chunks).
 */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
const context = { route: text(200), version: text(40) };

export const MAX_REPORTS_PER_BATCH = 20;

export const ReportShape = v.variant('type', [
  v.strictObject({
    type: v.literal('vital'),
    name: v.picklist(['LCP', 'INP', 'CLS']),
    value: v.pipe(v.number(), v.finite()),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
    ...context,
  }),
  v.strictObject({ type: v.literal('contract'), method: text(10), path: text(200), field: text(200), ...context }),
  v.strictObject({
    type: v.literal('error'),
    kind: v.picklist(['error', 'rejection']),
    message: text(300),
    stack: text(1500),
    ...context,
  }),
  v.strictObject({ type: v.literal('money'), endpoint: text(200), code: text(64), ...context }),
]);

export const ReportBatchShape = v.strictObject({
  reports: v.pipe(v.array(ReportShape), v.minLength(1), v.maxLength(MAX_REPORTS_PER_BATCH)),
});

export type Report = v.InferOutput<typeof ReportShape>;
export type ReportBatch = v.InferOutput<typeof ReportBatchShape>;
