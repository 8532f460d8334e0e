import type { ResponseOf } from '@/contract/endpoint';
import type { TransferAnswer, wallet } from '@/contract/wallet';
import type { ReceiptInput, ReceiptParty } from '@/lib/receipt';
import { WALLET, type TransferReview } from '../model';

/**
 * A withdrawal's receipt: the pending withdrawal the answer may carry (an extra of the contract) gives the amount,
 * time and reference (its id); without it, the amount asked, the time of the answer and no reference.
 */
export function withdrawReceipt(
  all: boolean,
  amount: number,
  answer: ResponseOf<typeof wallet.withdraw>,
  to: ReceiptParty | undefined,
): ReceiptInput {
  const recorded = answer.withdrawal;
  return {
    move: all ? 'withdrawAll' : 'withdraw',
    amount: recorded?.amount ?? amount,
    from: { kind: 'wallet' },
    to,
    at: recorded?.createdAt ?? new Date(),
    reference: recorded?._id,
  };
}

/**
 * A confirmed transfer's receipt: transfer-all's lists the accounts its review gathered from. The statement
 * entries the answer may name (an extra of the contract) give the reference (each entry's id: the same one
 * the statement line's receipt shows) and the time; without them, the time of the answer and no reference.
 */
export function transferReceipt(
  { all, from, to, amount, sources }: TransferReview,
  accountName: (value: string) => string,
  answer: TransferAnswer,
): ReceiptInput {
  const party = (value: string): ReceiptParty =>
    value === WALLET ? { kind: 'wallet' } : { kind: 'game', name: accountName(value) };
  const moved = answer.moved ?? [];
  return {
    move: all ? 'transferAll' : 'transfer',
    amount,
    from: all ? { kind: 'accounts', names: sources.map((source) => accountName(source.value)) } : party(from),
    to: party(to),
    at: moved[0]?.createdAt ?? new Date(),
    reference: moved.map((entry) => entry._id).join(', ') || null,
  };
}
