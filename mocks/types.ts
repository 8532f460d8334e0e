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
}
