import type { QrProviderCode } from '@/rules/qr-amounts';

/** An uploaded slip waiting for (or past) its automatic check; seeded slips have none. */
export interface MockSlipCheck {
  slipId: string;
  /** Hash of the image bytes: the same image uploaded twice is a duplicate slip. */
  fingerprint: string;
  /** ms on the mock clock when the check settles the slip. */
  settleAt: number;
  settled: boolean;
}

export type { QrProviderCode } from '@/rules/qr-amounts';

/** A QR deposit code: LIVE until paid, cancelled or past expiresAt (ms on the mock clock). */
export interface MockQrCode {
  _id: string;
  memberId: string;
  provider: QrProviderCode;
  amount: number;
  createdAt: number;
  expiresAt: number;
  status: 'LIVE' | 'PAID' | 'CANCELLED';
}

/** A redeemed gift link (voucher) and what it credited. */
export interface MockGiftLink {
  voucher: string;
  memberId: string;
  amount: number;
  createdAt: string;
}

export type SlipStatus = 'SUCCESS' | 'FAILED' | 'PENDING';

/** One uploaded slip (spec section 3); status SUCCESS, FAILED, else in progress. */
export interface MockSlip {
  _id: string;
  memberId: string;
  createdAt: string;
  /** Amount read from the slip; 0 when it could not be read (shown as '-'). */
  amount: number;
  status: SlipStatus;
  /** Reason code of spec section 8 (slip reasons), null when there is none. */
  note: string | null;
  /** URL of the slip image. */
  link: string;
  /** Reference used by GET /api/statement/slip/reference/{reference}. */
  reference: string;
}
