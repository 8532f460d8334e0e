import * as v from 'valibot';
import { endpoint, extra } from './endpoint';
import { pagingBody } from './entities';

// Spec section 7 "Bonus, promotion, statement": the statement and slip lists; shapes from section 3.

/** The bonus, promotion, invite, refund or luckydraw item of an entry, whose description is shown. */
const described = v.nullish(v.object({ description: v.string() }));

/** Statement entry (spec section 3). from and to may be null (no account on that side). */
export const statementEntry = v.object({
  statementType: v.string(),
  status: v.string(),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  amount: v.number(),
  createdAt: v.string(),
  bonus: described,
  promotion: described,
  invite: described,
  refund: described,
  luckydraw: described,
  _id: extra(v.string()),
});

/** Slip (spec section 3): note is the reason code, null when there is none. */
export const slip = v.object({
  createdAt: v.string(),
  amount: v.number(),
  status: v.string(),
  note: v.nullable(v.string()),
  link: v.nullable(v.string()),
  reference: v.string(),
  _id: extra(v.string()),
});

export const statement = {
  list: endpoint('POST', '/api/statement', v.object({ total: v.number(), statements: v.array(statementEntry) }), {
    body: pagingBody,
  }),
  /** The spec's answer carries the slips only; a total, when sent, sizes the pagination. */
  slips: endpoint('POST', '/api/statement/slip', v.object({ slips: v.array(slip), total: extra(v.number()) }), {
    body: pagingBody,
  }),
  slipImage: endpoint('GET', '/api/statement/slip/reference/:reference', v.object({ url: v.string() })),
};

export type StatementEntry = v.InferOutput<typeof statementEntry>;
export type StatementPage = v.InferOutput<typeof statement.list.response>;
export type Slip = v.InferOutput<typeof slip>;
export type SlipPage = v.InferOutput<typeof statement.slips.response>;
