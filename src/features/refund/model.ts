import type { RefundCheck } from '@/contract/refund';

/** Refund log: 10 rows a page (spec section 9). */
export const REFUND_PAGE_SIZE = 10;

/**
 * A refund can be taken (received, or added to the wallet) only when one exists, no bonus is pending
 * (spec section 4) and its amount is above 0 (spec section 5). Only spec fields: `info` is never read.
 */
export function canTakeRefund(check: Pick<RefundCheck, 'result' | 'bonus' | 'refundAmount'> | undefined): boolean {
  if (!check) return false;
  return check.result && !check.bonus && check.refundAmount > 0;
}

/** The receive button's rule (spec section 4). */
export const canReceiveRefund = canTakeRefund;

/** The add-to-wallet button's rule: the same spec fields as receive (info.balance is not in the spec). */
export const canAddRefundToWallet = canTakeRefund;
