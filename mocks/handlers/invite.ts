import { invite } from '@/contract/invite';
import { now } from '../clock';
import { collectInviteBonus, inviteList } from '../domain/invite';
import { listPaging, pageOf } from '../domain/rewards-common';
import { getScenario } from '../scenarios';
import { bannerImagesFor } from '../texts/banner-art';
import { textsFor } from '../texts/translate';
import { banners, change, read } from './rewards-slice';
import { handle, jsonBody } from './utils';

export const inviteHandlers = [
  handle(
    invite.list,
    async ({ member, request }) => {
      const paging = listPaging(await jsonBody(request));
      const db = read();
      const all = inviteList(db, member, now());
      const { percentSuccess, percentFail } = db.rewards.invite;
      return { invites: pageOf(all, paging), total: all.length, percentSuccess, percentFail };
    },
    { auth: true },
  ),
  handle(
    invite.bonus,
    ({ member }) => {
      const active = getScenario().inviteActive;
      const amount = change((db) => collectInviteBonus(db, member._id, now(), { active }));
      return { message: 'INVITE_BONUS_SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(
    invite.banners,
    ({ member, request }) =>
      banners(textsFor(request, member), bannerImagesFor(request, member), read().rewards.invite.banners),
    {
      auth: true,
    },
  ),
];
