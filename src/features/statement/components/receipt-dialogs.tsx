import { Suspense, type ComponentProps } from 'react';
import { preloadable } from '@/components/preloadable';
import { prefetchReceiptView } from '@/components/receipt/use-receipt';
import type * as Receipts from './statement-receipt';

/*
 * The receipts the statement's lines and home's notices open: react-bootstrap's modal and the receipt view come
 * after the page's first paint, which shows none of them (fetched once the page is idle: prefetchReceipts), not
 * with it.
 */
const load = () => import('./statement-receipt');
const LazyStatementReceipt = preloadable(() => load().then((m) => m.StatementReceipt));
const LazySlipReceipt = preloadable(() => load().then((m) => m.SlipReceipt));

/** After the first page (its own calls and images in), once the main thread is idle. */
export const RECEIPTS_PREFETCH_MS = 1_000;

/** Fetches the receipts' code: a line's first tap then opens its receipt without waiting for it. */
export function prefetchReceipts(): void {
  LazyStatementReceipt.prefetch();
  LazySlipReceipt.prefetch();
  prefetchReceiptView();
}

export function StatementReceipt(props: ComponentProps<typeof Receipts.StatementReceipt>) {
  return (
    <Suspense fallback={null}>
      <LazyStatementReceipt {...props} />
    </Suspense>
  );
}

export function SlipReceipt(props: ComponentProps<typeof Receipts.SlipReceipt>) {
  return (
    <Suspense fallback={null}>
      <LazySlipReceipt {...props} />
    </Suspense>
  );
}
