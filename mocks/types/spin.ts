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
