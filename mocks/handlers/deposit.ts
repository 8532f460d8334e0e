import { http, HttpResponse } from 'msw';
import QRCode from 'qrcode';
import { config } from '@/config';
import { now } from '../clock';
import { SLIP_REASONS, WALLET_ACCOUNT_NAME } from '../content';
import { getDb, updateDb } from '../db';
import {
  cancelQrCode,
  createQrCode,
  isQrProvider,
  liveQrCode,
  payQrCode,
  qrPayload,
  qrState,
  recordDepositNotice,
  redeemGiftLink,
  settleSlip,
  SLIP_INLINE_MAX_BYTES,
  SLIP_PLACEHOLDER_IMAGE,
  storeSlip,
  validateSlipFile,
  fingerprintOf,
  isLive,
  parseMultipart,
} from '../domain/deposit';
import { RuleError } from '../domain/rule-error';
import { registerQaAction } from '../qa/actions';
import { getScenario } from '../scenarios';
import type { MockQrCode } from '../types';
import { apiUrl, fail, jsonBody, route, serverHtml } from './utils';

/** Runs a deposit rule atomically; a RuleError becomes its error answer. */
function attempt<T>(change: () => T): { ok: true; value: T } | { ok: false; response: Response } {
  try {
    return { ok: true, value: change() };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, response: fail(error.code, error.status) };
    throw error;
  }
}

/** The scannable QR image as markup the app shows through SafeHtml (an <img> with an SVG data URL). */
export async function qrMarkup(code: Pick<MockQrCode, '_id' | 'provider' | 'amount'>): Promise<string> {
  const svg = await QRCode.toString(qrPayload(code), { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `<img class="qr-image" width="240" height="240" alt="QR ${code.provider} ${code.amount.toFixed(2)}" src="data:image/svg+xml;base64,${btoa(svg)}">`;
}

async function qrAnswer(code: MockQrCode | null) {
  const state = qrState(code, now());
  if (!code || !state.hasQrcode) return { ...state, message: 'NO_DATA' };
  // QA's HTML injection reaches the QR markup too (it is server HTML shown through SafeHtml).
  return { ...state, qrcode: serverHtml(await qrMarkup(code)), message: 'SUCCESS' };
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

// --- QA actions (registered when the handlers load)

export function liveQrOptions() {
  const at = now();
  return (getDb().qrcodes ?? [])
    .filter((c) => isLive(c, at))
    .map((c) => {
      const phone = getDb().members.find((m) => m._id === c.memberId)?.username ?? c.memberId;
      return { value: c._id, label: `${c._id} · ${c.provider} · ${c.amount.toFixed(2)} · ${phone}` };
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
  const slip = updateDb((db) => settleSlip(db, values.slipId ?? '', outcome, outcome === 'FAILED' ? values.reason || null : null));
  return `${slip.reference} ${slip.status}${slip.note ? ` (${slip.note})` : ''}`;
}

registerQaAction({
  id: 'deposit.payQr',
  labelKey: 'deposit.qa.payQr',
  fields: [{ name: 'qrcodeId', labelKey: 'deposit.qa.qrcode', options: liveQrOptions }],
  run: qaPayQr,
});

registerQaAction({
  id: 'deposit.settleSlip',
  labelKey: 'deposit.qa.settleSlip',
  fields: [
    { name: 'slipId', labelKey: 'deposit.qa.slip', options: pendingSlipOptions },
    {
      name: 'outcome',
      labelKey: 'deposit.qa.outcome',
      options: () => [
        { value: 'SUCCESS', label: 'SUCCESS' },
        { value: 'FAILED', label: 'FAILED' },
      ],
    },
    { name: 'reason', labelKey: 'deposit.qa.reason', options: () => SLIP_REASONS.map((r) => ({ value: r, label: r })) },
  ],
  run: qaSettleSlip,
});

export const depositHandlers = [
  // Manual mode: the member notifies an amount sent; a pending deposit entry, no money moves.
  http.post(
    apiUrl('/api/wallet/add'),
    route(
      async ({ member, request }) => {
        const body = await jsonBody<{ amount: number }>(request);
        if (!body) return fail('KEY_MISSING');
        const outcome = attempt(() => updateDb((db) => recordDepositNotice(db, member._id, body.amount)));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', status: outcome.value.status }) : outcome.response;
      },
      { auth: true },
    ),
  ),

  // Slip upload (multipart, field "file"): stored in progress, checked SLIP_SETTLE_MS later.
  http.post(
    apiUrl('/api/wallet/slip'),
    route(
      async ({ member, request }) => {
        if (getScenario().slipClosed) return fail('SLIP_UPLOAD_FAIL');
        const parts = parseMultipart(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type'));
        const part = parts?.find((p) => p.name === 'file' && p.filename !== null) ?? null;
        const file = part ? { name: part.filename ?? '', type: part.type, size: part.data.byteLength, bytes: part.data } : null;
        const problem = validateSlipFile(file);
        if (problem || !file) return fail(problem ?? 'SLIP_NO_FILE');
        const bytes = file.bytes;
        const link =
          bytes.byteLength <= SLIP_INLINE_MAX_BYTES ? `data:${file.type};base64,${bytesToBase64(bytes)}` : SLIP_PLACEHOLDER_IMAGE;
        const outcome = attempt(() =>
          updateDb((db) => storeSlip(db, member._id, { fileName: file.name, fingerprint: fingerprintOf(bytes), link }, now())),
        );
        if (!outcome.ok) return outcome.response;
        const { reference, amount, status, createdAt } = outcome.value;
        return HttpResponse.json({ message: 'SUCCESS', slip: { reference, amount, status, createdAt } });
      },
      { auth: true },
    ),
  ),

  // Card-wallet gift link: the AES payload of "link::walletAccountName" under the build key.
  http.post(
    apiUrl('/api/wallet/truelink'),
    route(
      async ({ member, request }) => {
        const body = await jsonBody<{ link: string }>(request);
        if (!body) return fail('KEY_MISSING');
        const outcome = attempt(() =>
          updateDb((db) => redeemGiftLink(db, member._id, body.link, config.giftLinkKey, WALLET_ACCOUNT_NAME, now())),
        );
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS', amount: outcome.value.amount }) : outcome.response;
      },
      { auth: true },
    ),
  ),

  // The member's live code of a provider, or hasQrcode false.
  http.get(
    apiUrl('/api/qrcode/:provider'),
    route<{ provider: string }>(
      async ({ member, params }) => {
        if (!isQrProvider(params.provider)) return fail('KEY_INVALID');
        return HttpResponse.json(await qrAnswer(liveQrCode(getDb(), member._id, params.provider, now())));
      },
      { auth: true },
    ),
  ),

  // A new code for an amount: hasQrcode false with QR_FAIL when one is still live or the amount is too large.
  http.post(
    apiUrl('/api/qrcode/:provider'),
    route<{ provider: string }>(
      async ({ member, params, request }) => {
        const body = await jsonBody<{ amount: number }>(request);
        if (!body) return fail('KEY_MISSING');
        const outcome = attempt(() => updateDb((db) => createQrCode(db, member._id, params.provider, body.amount, now())));
        if (!outcome.ok) return outcome.response;
        const created = outcome.value;
        if (!created.ok) return HttpResponse.json({ ...qrState(null, now()), message: created.message });
        return HttpResponse.json(await qrAnswer(created.code));
      },
      { auth: true },
    ),
  ),

  // Cancels the member's live code.
  http.delete(
    apiUrl('/api/qrcode/:qrcodeId'),
    route<{ qrcodeId: string }>(
      ({ member, params }) => {
        const outcome = attempt(() => updateDb((db) => cancelQrCode(db, member._id, params.qrcodeId, now())));
        return outcome.ok ? HttpResponse.json({ message: 'SUCCESS' }) : outcome.response;
      },
      { auth: true },
    ),
  ),
];
