import type { RefundCheck } from './api';

/** Refund log: 10 rows a page (spec section 9). */
export const REFUND_PAGE_SIZE = 10;

/** Receive is enabled only when a refund exists (amount above 0) and no bonus is pending. */
export function canReceiveRefund(check: RefundCheck | undefined): boolean {
  if (!check) return false;
  return check.result === true && !check.bonus && Number(check.refundAmount) > 0;
}

/** A received refund is waiting to be added to the wallet. */
export function refundBalance(check: RefundCheck | undefined): number {
  const balance = Number(check?.info?.balance);
  return Number.isFinite(balance) && balance > 0 ? balance : 0;
}
