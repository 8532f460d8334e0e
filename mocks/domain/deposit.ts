import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { MockDb, MockMember, MockQrCode, MockSlip, MockSlipCheck, QrProviderCode } from '../types';
import { SLIP_REASONS } from '../content';
import { addMoney, nextId, recordStatement, toSatang } from './ledger';
import { RuleError } from './rule-error';

/**
 * Deposit rules of the mocked backend (deposit issue): QR codes, slips, gift links and the
 * manual deposit notice. Pure functions over a db draft and a time in ms; handlers call them
 * inside updateDb, so a RuleError leaves nothing changed.
 *
 * Money only arrives through a paid QR code (QA action), a slip that settles SUCCESS, or a
 * valid gift link. The manual notice only records a pending statement entry.
 */


// ---------------------------------------------------------------------------------------------
// Amounts

/** Largest amount one deposit (QR code, notice, gift link, slip) may carry. */
export const DEPOSIT_MAXIMUM = 100_000;

/** A positive amount with at most two decimals, no larger than the deposit maximum. */
export function isDepositAmount(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    value <= DEPOSIT_MAXIMUM &&
    Math.abs(toSatang(value) - value * 100) < 1e-6
  );
}

function member(db: MockDb, memberId: string): MockMember {
  const found = db.members.find((m) => m._id === memberId);
  if (!found) throw new RuleError('NO_USER', 404);
  return found;
}

/** Credits the wallet and writes the deposit statement entry: the one way money arrives. */
function credit(db: MockDb, memberId: string, amount: number, from: string): void {
  const target = member(db, memberId);
  target.wallet = addMoney(target.wallet, amount);
  recordStatement(db, { memberId, statementType: 'deposit', status: 'SUCCESS', from, to: 'WALLET', amount });
}

/** Databases saved in the browser before the deposit slices existed get them here. */
export function ensureDepositSlices(db: MockDb): void {
  db.qrcodes ??= [];
  db.giftLinks ??= [];
  db.slipChecks ??= [];
  db.slips ??= [];
}

// ---------------------------------------------------------------------------------------------
// QR codes

export const QR_PROVIDERS: readonly QrProviderCode[] = ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'];
/** Server-side minimum per provider (spec section 5; KBANK only needs a positive amount of at least 1). */
export const QR_SERVER_MINIMUM: Record<QrProviderCode, number> = { KBANK: 1, WW: 100, PAYTIMZ: 10, PAYONEX: 100, FP: 10 };
/** A code above this amount cannot be made: the answer is hasQrcode false with QR_FAIL. */
export const QR_MAXIMUM = 50_000;
/** Seconds a new code lives (spec: expireIn, default 300 s). */
export const QR_EXPIRE_SECONDS = 300;

export function isQrProvider(value: string): value is QrProviderCode {
  return (QR_PROVIDERS as readonly string[]).includes(value);
}

export function isLive(code: MockQrCode, nowMs: number): boolean {
  return code.status === 'LIVE' && code.expiresAt > nowMs;
}

export function liveQrCode(db: Readonly<MockDb>, memberId: string, provider: QrProviderCode, nowMs: number): MockQrCode | null {
  return (db.qrcodes ?? []).find((c) => c.memberId === memberId && c.provider === provider && isLive(c, nowMs)) ?? null;
}

/** The QR state of the API without the markup (the handler adds the image): expireIn in whole seconds left. */
export function qrState(code: MockQrCode | null, nowMs: number) {
  if (!code || !isLive(code, nowMs)) return { qrcodeId: null, hasQrcode: false, qrcode: null, amount: 0, expireIn: 0 };
  return {
    qrcodeId: code._id,
    hasQrcode: true,
    amount: code.amount,
    expireIn: Math.max(0, Math.ceil((code.expiresAt - nowMs) / 1000)),
  };
}

/** What a scanner reads from the code: the provider, the code id and the amount. */
export function qrPayload(code: Pick<MockQrCode, '_id' | 'provider' | 'amount'>): string {
  return `mockpay://${code.provider.toLowerCase()}/${code._id}?amount=${code.amount.toFixed(2)}`;
}

export type QrCreateResult = { ok: true; code: MockQrCode } | { ok: false; message: string };

/**
 * Creates a live code: bad input is a KEY_INVALID error; an amount over QR_MAXIMUM or a code
 * still live for that provider answers hasQrcode false with QR_FAIL (one live code per provider).
 */
export function createQrCode(
  db: MockDb,
  memberId: string,
  provider: string,
  amount: unknown,
  nowMs: number,
  expireSeconds = QR_EXPIRE_SECONDS,
): QrCreateResult {
  ensureDepositSlices(db);
  if (!isQrProvider(provider)) throw new RuleError('KEY_INVALID');
  if (amount === undefined || amount === null) throw new RuleError('KEY_MISSING');
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < QR_SERVER_MINIMUM[provider]) {
    throw new RuleError('KEY_INVALID');
  }
  if (!isDepositAmount(amount)) throw new RuleError('KEY_INVALID');
  member(db, memberId);
  if (amount > QR_MAXIMUM || liveQrCode(db, memberId, provider, nowMs)) return { ok: false, message: 'QR_FAIL' };
  const code: MockQrCode = {
    _id: nextId(db, 'qr'),
    memberId,
    provider,
    amount,
    createdAt: nowMs,
    expiresAt: nowMs + expireSeconds * 1000,
    status: 'LIVE',
  };
  db.qrcodes.push(code);
  return { ok: true, code };
}

/** Cancels the member's own live code; anything else is NO_DATA. */
export function cancelQrCode(db: MockDb, memberId: string, qrcodeId: string, nowMs: number): MockQrCode {
  ensureDepositSlices(db);
  const code = db.qrcodes.find((c) => c._id === qrcodeId && c.memberId === memberId);
  if (!code || !isLive(code, nowMs)) throw new RuleError('NO_DATA', 404);
  code.status = 'CANCELLED';
  return code;
}

/** QA: the member pays a live code; the wallet is credited once (single use) with a statement entry. */
export function payQrCode(db: MockDb, qrcodeId: string, nowMs: number): MockQrCode {
  ensureDepositSlices(db);
  const code = db.qrcodes.find((c) => c._id === qrcodeId);
  if (!code || !isLive(code, nowMs)) throw new RuleError('NO_DATA', 404);
  code.status = 'PAID';
  credit(db, code.memberId, code.amount, code.provider);
  return code;
}

// ---------------------------------------------------------------------------------------------
// Slips

/** A stored slip is in progress for this long (mock time) before its check settles it. */
export const SLIP_SETTLE_MS = 5_000;
/** Images larger than this are refused (SLIP_INVALID_FILE). */
export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
/** Images up to this size are kept as a data URL for the slip table; bigger ones show a sample image. */
export const SLIP_INLINE_MAX_BYTES = 200 * 1024;
/** Amount "read" from a slip whose file name carries no number. */
export const SLIP_DEFAULT_AMOUNT = 100;
export const SLIP_PLACEHOLDER_IMAGE = '/images/slips/sample-slip.svg';

/**
 * QA rule: the satang of the slip amount choose the check's result. Any other amount succeeds.
 * (.13 is the destination account; .21-.29 the other reasons in catalogue order; .99 unknown.)
 */
export const SLIP_REASON_BY_SATANG: Readonly<Record<number, string>> = {
  13: 'DEST_ACC_INVALID',
  21: 'UPLOADED_FILE_NOT_EXIST',
  22: 'IMG_SIZE_UNABLE_TO_PROCESS',
  23: 'CANNOT_READ_CROPPED_IMAGE',
  24: 'SLIP_REFNO_DUPLICATED',
  25: 'UNSTABLE_REFNO_ON_SLIP',
  26: 'TRIPPLE_WRONG_CAPTCHA',
  27: 'INVALID_SLIP',
  28: 'NOT_MATCH',
  29: 'EXPIRED_SLIP',
  99: 'UNKNOW_ERROR',
};


const ACCEPTED_SLIP_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;

/** The mock "reads" the amount from the file name: its first number (slip-250.13.png -> 250.13). */
export function slipAmountFromName(fileName: string): number {
  const match = /(\d+(?:\.\d{1,2})?)/.exec(fileName);
  if (!match) return SLIP_DEFAULT_AMOUNT;
  const amount = Number(match[1]);
  return Number.isFinite(amount) && amount <= DEPOSIT_MAXIMUM ? amount : 0;
}

/** The check result by the amount rule: null means the slip succeeds. An unreadable amount is INVALID_SLIP. */
export function slipReasonForAmount(amount: number): string | null {
  if (!(amount > 0)) return 'INVALID_SLIP';
  const satang = toSatang(amount) % 100;
  return SLIP_REASON_BY_SATANG[satang] ?? null;
}

/** The file's bytes match what an image of its declared type starts with. */
export function detectImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50) {
    return 'image/webp';
  }
  return null;
}

/** SLIP_NO_FILE without a file; SLIP_INVALID_FILE for an empty, oversized, non-image or mislabelled file. */
export function validateSlipFile(file: { type: string; size: number; bytes: Uint8Array } | null): string | null {
  if (!file) return 'SLIP_NO_FILE';
  if (file.size === 0 || file.size > SLIP_MAX_BYTES) return 'SLIP_INVALID_FILE';
  if (!(ACCEPTED_SLIP_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'SLIP_INVALID_FILE';
  const detected = detectImageType(file.bytes);
  if (!detected) return 'SLIP_INVALID_FILE';
  const declared = file.type.toLowerCase() === 'image/jpg' ? 'image/jpeg' : file.type.toLowerCase();
  return detected === declared ? null : 'SLIP_INVALID_FILE';
}

/** FNV-1a over the bytes, as 8 hex digits: the slip's fingerprint. */
export function fingerprintOf(bytes: Uint8Array): string {
  let hash = 0x811c9dc5;
  for (const byte of bytes) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0').toUpperCase();
}

export interface SlipUpload {
  fileName: string;
  fingerprint: string;
  link: string;
}

/** Stores an uploaded slip in progress with its pending check. */
export function storeSlip(db: MockDb, memberId: string, upload: SlipUpload, nowMs: number): MockSlip {
  ensureDepositSlices(db);
  member(db, memberId);
  const id = nextId(db, 'slip');
  const slip: MockSlip = {
    _id: id,
    memberId,
    createdAt: new Date(nowMs).toISOString(),
    amount: slipAmountFromName(upload.fileName),
    status: 'PENDING',
    note: null,
    link: upload.link,
    reference: `SLIP${upload.fingerprint}${id.replace(/\D/g, '')}`,
  };
  db.slips.unshift(slip);
  db.slipChecks.push({ slipId: id, fingerprint: upload.fingerprint, settleAt: nowMs + SLIP_SETTLE_MS, settled: false });
  return slip;
}

/** Settles one slip still in progress: SUCCESS credits the wallet, FAILED records the reason. */
export function settleSlip(db: MockDb, slipId: string, outcome: 'SUCCESS' | 'FAILED', reason: string | null = null): MockSlip {
  ensureDepositSlices(db);
  const slip = db.slips.find((s) => s._id === slipId);
  if (!slip || slip.status !== 'PENDING') throw new RuleError('NO_DATA', 404);
  const check = db.slipChecks.find((c) => c.slipId === slipId);
  if (check) check.settled = true;
  if (outcome === 'SUCCESS') {
    if (!(slip.amount > 0)) throw new RuleError('KEY_INVALID');
    slip.status = 'SUCCESS';
    slip.note = null;
    credit(db, slip.memberId, slip.amount, 'SLIP');
  } else {
    const code = reason ?? 'UNKNOW_ERROR';
    if (!(SLIP_REASONS as readonly string[]).includes(code)) throw new RuleError('KEY_INVALID');
    slip.status = 'FAILED';
    slip.note = code;
  }
  return slip;
}

/** The automatic result of a check: a duplicate image fails first, then the amount rule. */
export function checkResult(db: Readonly<MockDb>, check: MockSlipCheck, slip: MockSlip): string | null {
  const earlier = (db.slipChecks ?? []).find(
    (c) => c.fingerprint === check.fingerprint && c.slipId !== check.slipId && c.settleAt <= check.settleAt &&
      db.slips.find((s) => s._id === c.slipId)?.status === 'SUCCESS',
  );
  if (earlier) return 'SLIP_REFNO_DUPLICATED';
  return slipReasonForAmount(slip.amount);
}

/** Settles every check that is due at nowMs; returns how many were settled. */
export function settleDueSlips(db: MockDb, nowMs: number): number {
  ensureDepositSlices(db);
  let settled = 0;
  for (const check of [...db.slipChecks].sort((a, b) => a.settleAt - b.settleAt)) {
    if (check.settled || check.settleAt > nowMs) continue;
    const slip = db.slips.find((s) => s._id === check.slipId);
    if (!slip || slip.status !== 'PENDING') {
      check.settled = true;
      continue;
    }
    const reason = checkResult(db, check, slip);
    settleSlip(db, slip._id, reason ? 'FAILED' : 'SUCCESS', reason);
    settled += 1;
  }
  return settled;
}

export function hasDueSlips(db: Readonly<MockDb>, nowMs: number): boolean {
  return (db.slipChecks ?? []).some((c) => !c.settled && c.settleAt <= nowMs);
}

// ---------------------------------------------------------------------------------------------
// Gift links (card-wallet)

/** A link with no leading number in its voucher credits this amount. */
export const GIFT_LINK_DEFAULT_AMOUNT = 50;
/** Card-wallet deposit minimum (spec section 9). */
export const GIFT_LINK_MINIMUM = 2;
const GIFT_LINK_PATTERN = /^https:\/\/gift\.truemoney\.com\/campaign\/?\?v=([A-Za-z0-9]{10,40})$/;

/** Reverses the client's AES encryption; null when the payload is not ours. */
export function decryptGiftLink(payload: string, key: string): { link: string; accountName: string } | null {
  let plain = '';
  try {
    plain = AES.decrypt(payload, key).toString(Utf8);
  } catch {
    return null;
  }
  const at = plain.lastIndexOf('::');
  if (at <= 0) return null;
  return { link: plain.slice(0, at), accountName: plain.slice(at + 2) };
}

/**
 * A gift link is https://gift.truemoney.com/campaign/?v=VOUCHER (10-40 letters and digits).
 * Amount rule: the voucher's leading number in baht (v=250abc... -> 250.00), else 50.00.
 */
export function parseGiftLink(link: string): { voucher: string; amount: number } | null {
  const match = GIFT_LINK_PATTERN.exec(link.trim());
  if (!match) return null;
  const voucher = match[1] as string;
  const lead = /^\d+/.exec(voucher);
  const amount = lead ? Number(lead[0]) : GIFT_LINK_DEFAULT_AMOUNT;
  if (amount < GIFT_LINK_MINIMUM || amount > DEPOSIT_MAXIMUM) return null;
  return { voucher, amount };
}

/** Redeems an encrypted gift link: TRUELINK_INVALID (malformed / wrong account), TRUELINK_DUPLICATE (used). */
export function redeemGiftLink(
  db: MockDb,
  memberId: string,
  payload: unknown,
  key: string,
  walletAccountName: string,
  nowMs: number,
): { amount: number } {
  ensureDepositSlices(db);
  if (typeof payload !== 'string' || payload.trim() === '') throw new RuleError('KEY_MISSING');
  const decrypted = decryptGiftLink(payload, key);
  if (!decrypted || decrypted.accountName !== walletAccountName) throw new RuleError('TRUELINK_INVALID');
  const parsed = parseGiftLink(decrypted.link);
  if (!parsed) throw new RuleError('TRUELINK_INVALID');
  if (db.giftLinks.some((g) => g.voucher === parsed.voucher)) throw new RuleError('TRUELINK_DUPLICATE');
  db.giftLinks.push({ voucher: parsed.voucher, memberId, amount: parsed.amount, createdAt: new Date(nowMs).toISOString() });
  credit(db, memberId, parsed.amount, 'TRUEWALLET');
  return { amount: parsed.amount };
}

// ---------------------------------------------------------------------------------------------
// Manual deposit notice

/** The member says they sent an amount: a pending deposit entry, no money moves. */
export function recordDepositNotice(db: MockDb, memberId: string, amount: unknown) {
  if (amount === undefined || amount === null) throw new RuleError('KEY_MISSING');
  if (!isDepositAmount(amount)) throw new RuleError('KEY_INVALID');
  member(db, memberId);
  return recordStatement(db, { memberId, statementType: 'deposit', status: 'PENDING', from: 'MANUAL', to: 'WALLET', amount });
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies (read by hand: binary-safe and independent of the runtime's FormData parser)

export interface MultipartPart {
  name: string;
  filename: string | null;
  type: string;
  data: Uint8Array;
}

function bytesToBinary(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

function binaryToBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0xff;
  return bytes;
}

/** Splits a multipart/form-data body into its parts; null when it is not one. */
export function parseMultipart(body: Uint8Array, contentType: string | null): MultipartPart[] | null {
  const match = /^multipart\/form-data;.*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = match ? (match[1] ?? match[2] ?? '').trim() : '';
  if (!boundary) return null;
  const text = bytesToBinary(body);
  const delimiter = `--${boundary}`;
  const parts: MultipartPart[] = [];
  for (const chunk of text.split(delimiter).slice(1)) {
    if (chunk.startsWith('--')) break;
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = chunk.slice(0, headerEnd);
    let content = chunk.slice(headerEnd + 4);
    if (content.endsWith('\r\n')) content = content.slice(0, -2);
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) continue;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? '';
    parts.push({ name, filename: filename === null ? null : new TextDecoder().decode(binaryToBytes(filename)), type, data: binaryToBytes(content) });
  }
  return parts;
}
