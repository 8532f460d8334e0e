import QRCode from 'qrcode';
import { config } from '@/config';
import type { AnswerOf } from '@/contract/endpoint';
import { qrcode, wallet } from '@/contract/wallet';
import { now } from '../clock';
import { SLIP_REASONS, WALLET_ACCOUNT_NAME } from '../content';
import { getDb, updateDb } from '../db';
import {
  cancelQrCode,
  createQrCode,
  isLive,
  memberQrCode,
  parseMultipart,
  payQrCode,
  qrAmountText,
  qrPayload,
  qrState,
  recordDepositNotice,
  redeemGiftLink,
  settleSlip,
  uploadSlip,
} from '../domain/deposit';
import { registerQaAction } from '../qa/actions';
import { getScenario } from '../scenarios';
import type { MockMember, MockQrCode } from '../types';
import { toCurrency, type Currency } from '@/rules/currency';
import { readBody } from './request-body';
import { handle, serverHtml } from './utils';

/**
 * The scannable QR image as markup the app shows through SafeHtml (an <img> with an SVG data URL); the amount in
 * the member's currency (whole kip for a kip member).
 */
export async function qrMarkup(
  code: Pick<MockQrCode, '_id' | 'provider' | 'amount'>,
  currency: Currency = 'THB',
): Promise<string> {
  const svg = await QRCode.toString(qrPayload(code, currency), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `<img class="qr-image" width="240" height="240" alt="QR ${code.provider} ${qrAmountText(code.amount, currency)}" src="data:image/svg+xml;base64,${btoa(svg)}">`;
}

async function qrAnswer(code: MockQrCode | null, member: MockMember): Promise<AnswerOf<typeof qrcode.get>> {
  const state = qrState(code, now());
  if (!code || !state.hasQrcode) return { ...state, qrcode: null, message: 'NO_DATA' };
  const currency = toCurrency(member.currency) ?? 'THB';
  // QA's HTML injection reaches the QR markup too (it is server HTML shown through SafeHtml).
  return { ...state, qrcode: serverHtml(await qrMarkup(code, currency)), message: 'SUCCESS' };
}

// --- QA actions (registered when the handlers load)

export function liveQrOptions() {
  const at = now();
  return (getDb().qrcodes ?? [])
    .filter((c) => isLive(c, at))
    .map((c) => {
      const member = getDb().members.find((m) => m._id === c.memberId);
      const amount = qrAmountText(c.amount, toCurrency(member?.currency) ?? 'THB');
      return { value: c._id, label: `${c._id} · ${c.provider} · ${amount} · ${member?.username ?? c.memberId}` };
    });
}

export function pendingSlipOptions() {
  return getDb()
    .slips.filter((s) => s.status === 'PENDING')
    .map((s) => {
      const phone = getDb().members.find((m) => m._id === s.memberId)?.username ?? s.memberId;
      return { value: s._id, label: `${s.reference} · ${s.amount.toFixed(2)} · ${phone}` };
    });
}

/** QA: pay a live QR code (credits the wallet, writes a statement entry). */
export function qaPayQr(values: Record<string, string>): string {
  const id = values.qrcodeId ?? '';
  const code = updateDb((db) => payQrCode(db, id, now()));
  return `PAID ${code._id} ${code.provider} ${code.amount.toFixed(2)}`;
}

/** QA: settle a slip in progress as SUCCESS or FAILED with a reason. */
export function qaSettleSlip(values: Record<string, string>): string {
  const outcome = values.outcome === 'FAILED' ? 'FAILED' : values.outcome === 'SUCCESS' ? 'SUCCESS' : null;
  if (!outcome) throw new Error('outcome must be SUCCESS or FAILED');
  const slip = updateDb((db) =>
    settleSlip(db, values.slipId ?? '', outcome, outcome === 'FAILED' ? values.reason || null : null),
  );
  return `${slip.reference} ${slip.status}${slip.note ? ` (${slip.note})` : ''}`;
}

registerQaAction({
  id: 'deposit.payQr',
  labelKey: 'qa.deposit.payQr',
  fields: [{ name: 'qrcodeId', labelKey: 'qa.deposit.qrcode', options: liveQrOptions }],
  run: qaPayQr,
});

registerQaAction({
  id: 'deposit.settleSlip',
  labelKey: 'qa.deposit.settleSlip',
  fields: [
    { name: 'slipId', labelKey: 'qa.deposit.slip', options: pendingSlipOptions },
    {
      name: 'outcome',
      labelKey: 'qa.deposit.outcome',
      options: () => [
        { value: 'SUCCESS', label: 'SUCCESS' },
        { value: 'FAILED', label: 'FAILED' },
      ],
    },
    { name: 'reason', labelKey: 'qa.deposit.reason', options: () => SLIP_REASONS.map((r) => ({ value: r, label: r })) },
  ],
  run: qaSettleSlip,
});

export const depositHandlers = [
  // Manual mode: the member notifies an amount sent; a pending deposit entry, no money moves.
  handle(
    wallet.add,
    async ({ member, request }) => {
      const { amount } = await readBody(wallet.add, request);
      const notice = updateDb((db) => recordDepositNotice(db, member._id, amount));
      return { message: 'SUCCESS', status: notice.status };
    },
    { auth: true },
  ),

  // Slip upload (multipart, field "file"): stored in progress, checked SLIP_SETTLE_MS later.
  handle(
    wallet.slip,
    async ({ member, request }) => {
      const closed = getScenario().slipClosed;
      const parts = closed
        ? null
        : parseMultipart(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type'));
      const { reference, amount, status, createdAt } = updateDb((db) =>
        uploadSlip(db, member._id, parts, now(), { closed }),
      );
      return { message: 'SUCCESS', slip: { reference, amount, status, createdAt } };
    },
    { auth: true },
  ),

  // Card-wallet gift link: the AES payload of "link::walletAccountName" under the build key.
  handle(
    wallet.truelink,
    async ({ member, request }) => {
      const { link } = await readBody(wallet.truelink, request);
      const { amount } = updateDb((db) =>
        redeemGiftLink(db, member._id, link, config.giftLinkKey, WALLET_ACCOUNT_NAME, now()),
      );
      return { message: 'SUCCESS', amount };
    },
    { auth: true },
  ),

  // The member's live code of a provider, or hasQrcode false.
  handle(
    qrcode.get,
    ({ member, params }) => qrAnswer(memberQrCode(getDb(), member._id, String(params.provider), now()), member),
    {
      auth: true,
    },
  ),

  // A new code for an amount: hasQrcode false with QR_FAIL when one is still live or the amount is too large.
  handle(
    qrcode.create,
    async ({ member, params, request }) => {
      const { amount } = await readBody(qrcode.create, request);
      const created = updateDb((db) => createQrCode(db, member._id, String(params.provider), amount, now()));
      return created.ok
        ? qrAnswer(created.code, member)
        : { ...qrState(null, now()), qrcode: null, message: created.message };
    },
    { auth: true },
  ),

  // Cancels the member's live code.
  handle(
    qrcode.cancel,
    ({ member, params }) => {
      updateDb((db) => cancelQrCode(db, member._id, String(params.qrcodeId), now()));
      return { message: 'SUCCESS' };
    },
    { auth: true },
  ),
];
