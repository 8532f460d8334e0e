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
