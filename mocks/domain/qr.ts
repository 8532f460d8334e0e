import type { MockDb, MockMember, MockQrCode, QrProviderCode } from '../types';
import { toCurrency, type Currency } from '@/rules/currency';
import { toSatang } from '@/rules/money';
import { QR_PROVIDER_CODES, qrAmounts } from '@/rules/qr-amounts';
import { credit, depositMember, ensureDepositSlices, isDepositAmount } from './deposit-money';
import { nextId } from './ledger';
import { inMemberMoney, moneyStep } from './member-money';
import { RuleError } from './rule-error';

/** QR deposit codes (deposit issue): one live code per member and provider, time-limited, single use. */

// ---------------------------------------------------------------------------------------------
// QR codes

export const QR_PROVIDERS: readonly QrProviderCode[] = QR_PROVIDER_CODES;
/**
 * The least a code may be made for: the provider minimum in the member's currency, written once for the app and
 * the mock (src/rules/qr-amounts.ts: spec section 5 in baht, the kip table for a kip member); 1 where the app asks
 * only for an amount above 0 (KBANK in baht).
 */
export function qrServerMinimum(provider: QrProviderCode, member: Pick<MockMember, 'currency'>): number {
  return qrAmounts(provider, memberCurrency(member)).minimum ?? 1;
}
/** A code above this amount (in baht; a kip member's times KIP_PER_BAHT) cannot be made: hasQrcode false, QR_FAIL. */
export const QR_MAXIMUM = 50_000;
/** Seconds a new code lives (spec: expireIn, default 300 s). */
export const QR_EXPIRE_SECONDS = 300;

const memberCurrency = (member: Pick<MockMember, 'currency'>): Currency => toCurrency(member.currency) ?? 'THB';

export function isQrProvider(value: string): value is QrProviderCode {
  return (QR_PROVIDERS as readonly string[]).includes(value);
}

export function isLive(code: MockQrCode, nowMs: number): boolean {
  return code.status === 'LIVE' && code.expiresAt > nowMs;
}

export function liveQrCode(
  db: Readonly<MockDb>,
  memberId: string,
  provider: QrProviderCode,
  nowMs: number,
): MockQrCode | null {
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

/** The code's amount as its payload and image write it: two decimals in baht, whole kip in kip. */
export function qrAmountText(amount: number, currency: Currency = 'THB'): string {
  return currency === 'LAK' && Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** What a scanner reads from the code: the provider, the code id and the amount (and the currency when it is kip). */
export function qrPayload(code: Pick<MockQrCode, '_id' | 'provider' | 'amount'>, currency: Currency = 'THB'): string {
  const base = `mockpay://${code.provider.toLowerCase()}/${code._id}?amount=${qrAmountText(code.amount, currency)}`;
  return currency === 'LAK' ? `${base}&currency=LAK` : base;
}

export type QrCreateResult = { ok: true; code: MockQrCode } | { ok: false; message: string };

/**
 * Creates a live code: bad input is a KEY_INVALID error (an amount below the provider minimum in the member's money,
 * or a fraction of a kip for a kip member); an amount over the member's QR maximum or a code still live for that
 * provider answers hasQrcode false with QR_FAIL (one live code per provider).
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
  const member = depositMember(db, memberId);
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < qrServerMinimum(provider, member)) {
    throw new RuleError('KEY_INVALID');
  }
  if (!isDepositAmount(amount, member) || toSatang(amount) % moneyStep(member) !== 0) {
    throw new RuleError('KEY_INVALID');
  }
  const maximum = inMemberMoney(QR_MAXIMUM, member);
  if (amount > maximum || liveQrCode(db, memberId, provider, nowMs)) return { ok: false, message: 'QR_FAIL' };
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
  credit(db, code.memberId, code.amount, `QR-${code.provider}`);
  return code;
}

/** GET /api/qrcode/{provider}: the member's live code of a known provider, or null (KEY_INVALID otherwise). */
export function memberQrCode(
  db: Readonly<MockDb>,
  memberId: string,
  provider: string,
  nowMs: number,
): MockQrCode | null {
  if (!isQrProvider(provider)) throw new RuleError('KEY_INVALID');
  return liveQrCode(db, memberId, provider, nowMs);
}
