import * as v from 'valibot';
import { banner, pagingBody } from './entities';
import { endpoint, extra, unshown } from './endpoint';

// Spec section 7 "Invite and refund": the invite calls; shapes from section 3 (Invite list).

/** One invitee: who (from.name), what they earned the member (amount), when they registered. */
export const inviteItem = v.object({
  from: v.object({ name: v.string() }),
  amount: v.number(),
  createdAt: v.string(),
  _id: extra(v.string()),
});

export const invite = {
  /**
   * The spec names only `invites`. A `total`, when sent, sizes the pagination; the invite-bonus
   * percentages, when sent, are shown in the receive confirmation (else that line is left out).
   */
  list: endpoint(
    'POST',
    '/api/invite',
    v.object({
      invites: v.array(inviteItem),
      total: extra(v.number()),
      percentSuccess: extra(v.number()),
      percentFail: extra(v.number()),
    }),
    { body: pagingBody },
  ),
  /** The referral-bonus receive (spec section 2). No answer shape in the spec: an amount, when sent, is shown. */
  bonus: endpoint('GET', '/api/invite/bonus', unshown({ message: extra(v.string()), amount: extra(v.number()) }), {
    money: true,
  }),
  banners: endpoint('GET', '/api/invite/banners', v.array(banner)),
};

export type InviteItem = v.InferOutput<typeof inviteItem>;
export type InvitePage = v.InferOutput<typeof invite.list.response>;
