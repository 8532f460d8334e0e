import * as v from 'valibot';
import { extra } from './endpoint';
import { bankNames } from './lookup';

// Entities of spec section 3 that more than one area's answers carry.

/** Profile (spec section 3): the member id shown is `_id`; `memberId` is a friendlier number when sent. */
export const profile = v.object({
  _id: v.string(),
  name: v.string(),
  /** The phone number. */
  username: v.string(),
  createdAt: v.string(),
  coin: v.number(),
  memberId: extra(v.union([v.number(), v.string()])),
});

/** Bank account (spec section 3). */
export const bankAccount = v.object({
  bankCode: v.string(),
  bankAccountName: v.string(),
  bankAccountNo: v.string(),
  bank: bankNames,
});

/** A promo banner (spec section 2: promo carousel items have image and html; the html is server HTML). */
export const banner = v.object({ image: v.string(), html: v.string() });

/** The body of every paged list call (spec section 7: {page, limit}). */
export const pagingBody = v.object({ page: v.number(), limit: v.number() });

export type Profile = v.InferOutput<typeof profile>;
export type BankAccount = v.InferOutput<typeof bankAccount>;
export type Banner = v.InferOutput<typeof banner>;
export type PagingBody = v.InferOutput<typeof pagingBody>;
