import { RECEIPT_BADGES, RECEIPT_SIGNS, type ReceiptStatus } from '@/lib/receipt';

/** A status as the receipt shows it: its sign and its word on the status's colour (RECEIPT_BADGES). */
export function ReceiptBadge({ status, children }: { status: ReceiptStatus; children: string }) {
  const { sign, paper, ink } = RECEIPT_BADGES[status];
  return (
    <span className={`receipt-badge receipt-badge--${status}`} style={{ backgroundColor: paper, color: ink }}>
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d={RECEIPT_SIGNS[sign]} />
      </svg>
      {children}
    </span>
  );
}
