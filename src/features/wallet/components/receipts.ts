import type { ResponseOf } from '@/contract/endpoint';
import type { TransferAnswer, wallet } from '@/contract/wallet';
import type { ReceiptInput, ReceiptParty } from '@/lib/receipt';
import { WALLET, type TransferReview } from '../model';

/**
 * A withdrawal's receipt, the record its statement line shows again: from the wallet to the member's bank account
 * (masked), in progress. The pending withdrawal the answer may carry (an extra of the contract) gives the amount
 * and time; without it, the amount asked and the time of the answer. No reference: the spec gives a withdrawal
 * none, and an id of the backend's own would differ from the statement's (README, "One receipt per move").
 */
export function withdrawReceipt(
  amount: number,
  answer: ResponseOf<typeof wallet.withdraw>,
  to: ReceiptParty | undefined,
): ReceiptInput {
  const recorded = answer.withdrawal;
  return {
    // Withdraw-all too: it is how the member asked; the server records one withdrawal, as its statement line says.
    move: 'withdraw',
    amount: recorded?.amount ?? amount,
    from: { kind: 'wallet' },
    to,
    at: recorded?.createdAt ?? new Date(),
  };
}

/**
 * A confirmed transfer's receipt: transfer-all's lists the accounts its review gathered from. The statement
 * entries the answer may name (an extra of the contract) give the time the statement lines show; without them,
 * the time of the answer. No reference, as on the statement's receipt (the spec gives a statement entry none).
 */
export function transferReceipt(
  { all, from, to, amount, sources }: TransferReview,
  accountName: (value: string) => string,
  answer: TransferAnswer,
): ReceiptInput {
  const party = (value: string): ReceiptParty =>
    value === WALLET ? { kind: 'wallet' } : { kind: 'game', name: accountName(value) };
  return {
    move: all ? 'transferAll' : 'transfer',
    amount,
    from: all ? { kind: 'accounts', names: sources.map((source) => accountName(source.value)) } : party(from),
    to: party(to),
    at: answer.moved?.[0]?.createdAt ?? new Date(),
  };
}
