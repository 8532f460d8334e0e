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
