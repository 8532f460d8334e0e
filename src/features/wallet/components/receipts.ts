import type { ResponseOf } from '@/contract/endpoint';
import type { wallet } from '@/contract/wallet';
import type { ReceiptInput, ReceiptParty } from '@/lib/receipt';

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
