/** The answer a member's call with an Idempotency-Key got: a repeat of the key gets it again. */
export interface MockIdempotentAnswer {
  memberId: string;
  /** "POST /api/wallet/withdraw" */
  endpoint: string;
  key: string;
  /** When it was answered (mock clock, ms): kept for a day. */
  at: number;
  status: number;
  /** The answer's JSON text. */
  body: string;
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
  /** Its statement line, which settles with it (absent in databases saved before the link). */
  statementId?: string;
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
