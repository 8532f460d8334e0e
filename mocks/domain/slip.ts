import type { MockDb, MockMember, MockSlip, MockSlipCheck } from '../types';
import { SLIP_REASONS } from '../content';
import { credit, depositMaximumFor, depositMember, ensureDepositSlices } from './deposit-money';
import { inMemberMoney } from './member-money';
import { nextId } from './ledger';
import { toSatang } from '@/rules/money';
import { slipFileProblem } from '@/rules/uploads';
import type { MultipartPart } from './multipart';
import { RuleError } from './rule-error';

/** Slip uploads and their automatic check by mock time (deposit issue). */

// ---------------------------------------------------------------------------------------------
// Slips

/** A stored slip is in progress for this long (mock time) before its check settles it. */
export const SLIP_SETTLE_MS = 5_000;
/** Images up to this size are kept as a data URL for the slip table; bigger ones show a sample image. */
export const SLIP_INLINE_MAX_BYTES = 200 * 1024;
/** Amount "read" from a slip whose file name carries no number, in baht (a kip member's slip reads it in kip). */
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

/**
 * The mock "reads" the amount from the file name: its first number (slip-250.13.png -> 250.13), in the
 * uploader's money; above their deposit maximum it cannot be read (0). No number: the default amount.
 */
export function slipAmountFromName(fileName: string, member?: Pick<MockMember, 'currency'> | null): number {
  const match = /(\d+(?:\.\d{1,2})?)/.exec(fileName);
  if (!match) return inMemberMoney(SLIP_DEFAULT_AMOUNT, member);
  const amount = Number(match[1]);
  return Number.isFinite(amount) && amount <= depositMaximumFor(member) ? amount : 0;
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
  if (
    starts(0x52, 0x49, 0x46, 0x46) &&
    bytes[8] === 0x57 &&
    bytes[9] === 0x45 &&
    bytes[10] === 0x42 &&
    bytes[11] === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

/** SLIP_NO_FILE without a file; SLIP_INVALID_FILE for an empty, oversized, non-image or mislabelled file. */
export function validateSlipFile(file: { type: string; size: number; bytes: Uint8Array } | null): string | null {
  if (!file) return 'SLIP_NO_FILE';
  // The app's own check; the catalogue has one code for a wrong type and a file too large.
  if (slipFileProblem(file)) return 'SLIP_INVALID_FILE';
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
  const member = depositMember(db, memberId);
  const id = nextId(db, 'slip');
  const slip: MockSlip = {
    _id: id,
    memberId,
    createdAt: new Date(nowMs).toISOString(),
    amount: slipAmountFromName(upload.fileName, member),
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
export function settleSlip(
  db: MockDb,
  slipId: string,
  outcome: 'SUCCESS' | 'FAILED',
  reason: string | null = null,
): MockSlip {
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
    (c) =>
      c.fingerprint === check.fingerprint &&
      c.slipId !== check.slipId &&
      c.settleAt <= check.settleAt &&
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

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * POST /api/wallet/slip: the multipart field `file` is checked (SLIP_NO_FILE, SLIP_INVALID_FILE) and stored in
 * progress; SLIP_UPLOAD_FAIL while the daily window is closed. Small images are kept as a data URL for the
 * slip table, bigger ones show a sample image.
 */
export function uploadSlip(
  db: MockDb,
  memberId: string,
  parts: readonly MultipartPart[] | null,
  nowMs: number,
  { closed = false } = {},
): MockSlip {
  if (closed) throw new RuleError('SLIP_UPLOAD_FAIL');
  const part = parts?.find((p) => p.name === 'file' && p.filename !== null) ?? null;
  const file = part
    ? { name: part.filename ?? '', type: part.type, size: part.data.byteLength, bytes: part.data }
    : null;
  const problem = validateSlipFile(file);
  if (problem || !file) throw new RuleError(problem ?? 'SLIP_NO_FILE');
  const link =
    file.bytes.byteLength <= SLIP_INLINE_MAX_BYTES
      ? `data:${file.type};base64,${bytesToBase64(file.bytes)}`
      : SLIP_PLACEHOLDER_IMAGE;
  return storeSlip(db, memberId, { fileName: file.name, fingerprint: fingerprintOf(file.bytes), link }, nowMs);
}
