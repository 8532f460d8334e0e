import * as v from 'valibot';

/** A promo banner (spec section 2: promo carousel items have image and html; the html is server HTML). */
export const banner = v.object({ image: v.string(), html: v.string() });

export type Banner = v.InferOutput<typeof banner>;
