import type { ChatBody } from '@/contract/chat';

export type GameCategory = 'slot' | 'sport' | 'lotto';

export interface MockBank {
  code: string;
  nameTH: string;
  nameEN: string;
}

export interface MockGameAccount {
  category: GameCategory;
  code: string;
  name: string;
  logo: string;
  background: string;
  isActive: boolean;
  amount: number;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
  username: string | null;
  password: string | null;
}

export interface MockMember {
  _id: string;
  memberId: number;
  name: string;
  username: string;
  password: string;
  active: boolean;
  createdAt: string;
  coin: number;
  sourceCode: string;
  inviteCode: string;
  currency: string | null;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  wallet: number;
  games: MockGameAccount[];
}

export interface MockSession {
  token: string;
  memberId: string;
  createdAt: string;
}

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
export type StatementStatus = 'SUCCESS' | 'FAILED' | 'PENDING';

/** One statement entry (spec section 3); every money move of the mock writes one. */
export interface MockStatement {
  _id: string;
  memberId: string;
  statementType: StatementType;
  status: StatementStatus;
  /** WALLET, a game code, or the outside source (bank code, QR provider, TRUEWALLET, ...). */
  from: string;
  to: string;
  amount: number;
  createdAt: string;
  bonus?: { description: string };
  promotion?: { description: string };
  invite?: { description: string };
  refund?: { description: string };
  luckydraw?: { description: string };
}

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

/** The answer a member's call with an Idempotency-Key got: a repeat of the key gets it again. */
export interface MockIdempotentAnswer {
  memberId: string;
  /** "POST /api/wallet/withdraw" */
  endpoint: string;
  key: string;
  status: number;
  /** The answer's JSON text. */
  body: string;
}

/** An uploaded slip waiting for (or past) its automatic check; seeded slips have none. */
export interface MockSlipCheck {
  slipId: string;
  /** Hash of the image bytes: the same image uploaded twice is a duplicate slip. */
  fingerprint: string;
  /** ms on the mock clock when the check settles the slip. */
  settleAt: number;
  settled: boolean;
}

export type QrProviderCode = 'KBANK' | 'WW' | 'PAYTIMZ' | 'PAYONEX' | 'FP';

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

/** One chat entry as the chat backend stores it (spec section 3, chat conversation). */
export interface MockChatMessage {
  _id: string;
  sender: 'customer' | 'other';
  /** { message_type, payload } or { message_type: 'generic', payloads }, as the contract names them. */
  message: ChatBody;
  createdAt: string;
  session_id: string;
  userId: string | null;
  guestId: string | null;
  username: string | null;
  name: string | null;
  deviceToken: string | null;
  /** When the customer read a support message (PUT /api/chat/read-customer), else null. */
  readAt: string | null;
}

export interface MockChatConversation {
  /** `member:<_id>` or `guest:<guest id>`. */
  key: string;
  userId: string | null;
  guestId: string | null;
  /** The current session number; a conversation the agent ended starts the next one. */
  session: number;
  messages: MockChatMessage[];
}

/** One phone's registration OTP: the live token, its send time, wrong tries and verification. */
export interface MockOtp {
  phone: string;
  otpToken: string;
  otpRef: string;
  /** ms on the mock clock of the last send (the token expires 5 minutes later). */
  sentAt: number;
  wrongAttempts: number;
  /** ms on the mock clock until which the phone is blocked (after five wrong codes), else null. */
  blockedUntil: number | null;
  verified: boolean;
}

export interface MockLoginFailure {
  username: string;
  /** ms on the mock clock of each recent failed login. */
  at: number[];
}

/** A withdrawal request from the wallet to the member's bank account (wallet issue). */
export interface MockWithdrawal {
  _id: string;
  memberId: string;
  amount: number;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  createdAt: string;
}

/** One simulated game result (wallet issue): result > 0 is a win, < 0 a loss (refunds rebate losses). */
export interface MockPlay {
  _id: string;
  memberId: string;
  game: string;
  result: number;
  balanceAfter: number;
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

/** 'none' slices (better luck next time) create no coupon. */
export type SpinPrizeType = 'cash' | 'coin' | 'bonus' | 'none';

/** A wheel slice: what the member sees (code, label, colours, description) plus the mock's weight and prize. */
export interface MockSpinSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription: string;
  /** Relative chance of this slice; 0 never wins. */
  weight: number;
  prizeType: SpinPrizeType;
  prizeName: string;
  /** Baht for cash and bonus, coins for coin. */
  amount: number;
}

export interface MockSpinWheel {
  _id: string;
  name: string;
  slices: MockSpinSlice[];
}

/** A coupon won on the wheel; it keeps a copy of the slice as it was when won, and is claimable once. */
export interface MockCoupon {
  _id: string;
  code: string;
  memberId: string;
  sliceCode: string;
  sliceLabel: string;
  htmlDescription: string;
  /** A SpinPrizeType, or another type that cannot be claimed online (INVALID_COUPON_TYPE). */
  prizeType: string;
  prizeName: string;
  amount: number;
  createdAt: string;
  expiresAt: string;
  claimedAt: string | null;
}

export interface MockSpinState {
  wheel: MockSpinWheel;
  /** State of the seedable random generator (mocks/domain/spin.ts); set it to fix the prizes. */
  rngState: number;
  coupons: MockCoupon[];
}

// --- Rewards (rewards issue): bonuses, promo codes, the invite and refund programmes.

export type BonusType = 'limit' | 'day' | 'week';

/** A promo-style banner: image of 300x211 and server HTML. */
export interface MockBanner {
  image: string;
  html: string;
}

export interface MockBonus {
  code: string;
  name: string;
  /** limit counts every receive, day the same Bangkok calendar day, week the same Monday-started week. */
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  /** Baht credited to the wallet on activation. */
  amount: number;
  /** Receives allowed across all members (BONUS_FULL); null is unlimited. */
  quota: number | null;
  /** The bonus can be ended only while the total balance is below this (else BONUS_CONDITION); null: any time. */
  cancelBelow: number | null;
  banners: MockBanner[];
}

/** One member's record of one bonus: each receive adds a list item. */
export interface MockUserBonus {
  _id: string;
  memberId: string;
  bonusCode: string;
  isActive: boolean;
  received: number;
  list: { updatedAt: string }[];
}

export interface MockPromotion {
  code: string;
  name: string;
  percentFail: number;
  amount: number;
  description: string;
  cancelBelow: number | null;
}

export interface MockPromotionReceipt {
  _id: string;
  memberId: string;
  code: string;
  isActive: boolean;
  createdAt: string;
}

export interface MockRewards {
  bonuses: MockBonus[];
  userBonuses: MockUserBonus[];
  promotions: MockPromotion[];
  promotionReceipts: MockPromotionReceipt[];
  /** Invite bonus: percentSuccess of invitees' successful deposits plus percentFail of their play losses. */
  invite: { percentSuccess: number; percentFail: number; banners: MockBanner[] };
  inviteCollections: { _id: string; memberId: string; amount: number; createdAt: string }[];
  /** Refund: percent of the net play loss since the last receive; receives below minimum are refused. */
  refund: { percent: number; minimum: number; banners: MockBanner[] };
  refunds: { _id: string; memberId: string; refundAmount: number; createdAt: string }[];
  /** Received refunds waiting to be added to the wallet. */
  refundBalances: { memberId: string; amount: number }[];
}
