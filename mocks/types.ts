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

export interface MockDb {
  version: number;
  members: MockMember[];
  sessions: MockSession[];
  nextMemberId: number;
}
