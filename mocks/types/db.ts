import type { MockLoginFailure, MockMember, MockOtp, MockSession } from './account';
import type { MockChatConversation } from './chat';
import type { MockGiftLink, MockQrCode, MockSlip, MockSlipCheck } from './deposit';
import type { MockRewards } from './rewards';
import type { MockSpinState } from './spin';
import type { MockStatement } from './statement';
import type { MockIdempotentAnswer, MockPlay, MockWithdrawal } from './wallet';

export interface MockDb {
  version: number;
  members: MockMember[];
  sessions: MockSession[];
  nextMemberId: number;
  statements: MockStatement[];
  /** A counter for ids the mock hands out (statements, slips, QR codes, ...). */
  nextId: number;
  /** Uploaded deposit slips and their check result (statement issue seeds them; deposit adds by upload). */
  slips: MockSlip[];
  /** The spin wheel, its seedable random state and the coupons won (spin issue). */
  spin: MockSpinState;
  /** Pending withdrawals to the member's bank account (wallet issue). */
  withdrawals: MockWithdrawal[];
  /** Game play results (wallet issue): the only place money appears or disappears, as wins and losses. */
  plays: MockPlay[];
  /** Registration OTP state, one record per phone (visitor issue). */
  otps: MockOtp[];
  /** Recent failed logins per phone, for the REQUEST_LIMIT_1MIN throttle (visitor issue). */
  loginFailures: MockLoginFailure[];
  /** Support chat conversations, one per member and one per guest id (chat issue). */
  chats: MockChatConversation[];
  /** Bonuses, promotions, invite and refund records (rewards issue). */
  rewards: MockRewards;
  /** QR deposit codes, one live code per member and provider (deposit issue). */
  qrcodes: MockQrCode[];
  /** Card-wallet gift links already redeemed, to reject duplicates (deposit issue). */
  giftLinks: MockGiftLink[];
  /** The mock's check of each slip uploaded through POST /api/wallet/slip (deposit issue). */
  slipChecks: MockSlipCheck[];
  /** First answers to calls sent with an Idempotency-Key, newest last and bounded (absent until the first). */
  idempotency?: MockIdempotentAnswer[];
}
