import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { preloadable } from '@/components/preloadable';
import { withSanitizer } from '@/components/sanitize-html';
import { warmDepositLogos } from '@/features/deposit/bank-logos';
import { withdrawLimitsQuery } from '@/features/wallet/api';
import { depositLookupQuery } from '@/lib/member-currency';

// Home's dialogs load on first use, so home's first load stays small; the money ones are fetched ahead.
export const TransferModal = preloadable(() =>
  import('@/features/wallet/components/transfer-modal').then((m) => m.TransferModal),
);
export const WithdrawModal = preloadable(() =>
  import('@/features/wallet/components/withdraw-modal').then((m) => m.WithdrawModal),
);
export const DepositModal = preloadable(() =>
  import('@/features/deposit/components/deposit-modal').then((m) => m.DepositModal),
);
export const GameAccountModal = lazy(() =>
  import('@/features/wallet/components/game-account-modal').then((m) => ({ default: m.GameAccountModal })),
);
export const AgreementModal = lazy(
  withSanitizer(() =>
    import('@/features/wallet/components/agreement-modal').then((m) => ({ default: m.AgreementModal })),
  ),
);
export const EditBankNameModal = lazy(() =>
  import('@/features/wallet/components/edit-bank-name-modal').then((m) => ({ default: m.EditBankNameModal })),
);
export const InviteFlow = lazy(() =>
  import('@/features/invite/components/invite-flow').then((m) => ({ default: m.InviteFlow })),
);
export const RefundFlow = lazy(() =>
  import('@/features/refund/components/refund-flow').then((m) => ({ default: m.RefundFlow })),
);

/** After home's first page (its own calls and images in), once the main thread is idle. */
export const MONEY_DIALOGS_PREFETCH_MS = 1_000;

/**
 * The deposit, withdraw and transfer dialogs' code and what they show first, fetched ahead of the member's first
 * tap: on a slow phone the first open took 339 to 495 ms (chunk, compile, then the lookup), past the 200 ms a tap
 * should take (reports/perf.md); see `preloadable` for the rest of that time. The deposit dialog starts from the
 * deposit lookup home already loaded for the member's currency (the one query of that call): it shows that answer
 * at once and loads the lookup again when it opens, and the logos of that answer's accounts are decoded here. Nothing
 * is asked here that home asked already. Each step is a task of its own (afterFirstPage runs one per idle moment).
 */
export function moneyDialogPrefetches(queryClient: QueryClient): (() => void)[] {
  return [
    DepositModal.prefetch,
    () => {
      const lookup = queryClient.getQueryData(depositLookupQuery.queryKey);
      if (lookup) warmDepositLogos(lookup);
    },
    WithdrawModal.prefetch,
    () => void queryClient.prefetchQuery(withdrawLimitsQuery),
    TransferModal.prefetch,
  ];
}
