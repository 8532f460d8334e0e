import { refund } from '@/contract/refund';
import { now } from '../clock';
import { addRefundToWallet, receiveRefund, refundCheck } from '../domain/refund';
import { listPaging, pageOf } from '../domain/rewards-common';
import { getScenario } from '../scenarios';
import { bannerImagesFor } from '../texts/banner-art';
import { textsFor } from '../texts/translate';
import { banners, change, read } from './rewards-slice';
import { handle, jsonBody } from './utils';

export const refundHandlers = [
  handle(
    refund.list,
    async ({ member, request }) => {
      const paging = listPaging(await jsonBody(request));
      const list = read()
        .rewards.refunds.filter((r) => r.memberId === member._id)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return {
        refunds: pageOf(list, paging).map((r) => ({
          _id: r._id,
          refundAmount: r.refundAmount,
          createdAt: r.createdAt,
        })),
        total: list.length,
      };
    },
    { auth: true },
  ),
  handle(refund.check, ({ member }) => refundCheck(read(), member._id, now()), { auth: true }),
  handle(
    refund.receive,
    ({ member }) => {
      const active = getScenario().refundActive;
      const amount = change((db) => receiveRefund(db, member._id, now(), { active }));
      return { message: 'REFUND_SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(
    refund.addWallet,
    ({ member }) => {
      const active = getScenario().refundActive;
      const amount = change((db) => addRefundToWallet(db, member._id, now(), { active }));
      return { message: 'SUCCESS', amount };
    },
    { auth: true },
  ),
  handle(
    refund.banners,
    ({ member, request }) =>
      banners(textsFor(request, member), bannerImagesFor(request, member), read().rewards.refund.banners),
    {
      auth: true,
    },
  ),
];
