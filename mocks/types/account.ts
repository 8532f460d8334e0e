export type GameCategory = 'slot' | 'sport' | 'lotto';

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
  /** "salt$hash" (mocks/domain/password.ts), never the password itself. */
  passwordHash: string;
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
