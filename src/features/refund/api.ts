import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { refund } from '@/contract/refund';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet } from '@/lib/wallet-query';
import { REFUND_PAGE_SIZE } from './model';

// --- queries (paths and shapes: src/contract/refund.ts)
export const refundBannersQuery = queryOptions({
  queryKey: keyOf(refund.banners),
  queryFn: () => call(refund.banners),
  meta: SERVER_TEXT,
  staleTime: 0,
});

export const refundCheckQuery = queryOptions({
  queryKey: keyOf(refund.check),
  queryFn: () => call(refund.check),
  staleTime: 0,
});

export const refundLogQuery = (page: number) =>
  queryOptions({
    queryKey: keyOf(refund.list, page),
    queryFn: () => call(refund.list, { body: { page, limit: REFUND_PAGE_SIZE } }),
    staleTime: 0,
  });

export function useRefundCheck(enabled = true) {
  return useQuery({ ...refundCheckQuery, enabled });
}

export function useRefundLog(page: number, enabled = true) {
  return useQuery({ ...refundLogQuery(page), enabled });
}

// --- mutations: both change the check and the log
function useRefundMutation(
  endpoint: Parameters<typeof keyOf>[0],
  mutationFn: (_: void, idempotencyKey: string) => Promise<{ amount?: number }>,
) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(endpoint),
    mutationFn,
    onSettled: () => {
      void reloadWallet(queryClient);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(refund.check) }),
        queryClient.invalidateQueries({ queryKey: keyOf(refund.list) }),
      ]);
    },
  });
}

export const useReceiveRefund = () =>
  useRefundMutation(refund.receive, (_, idempotencyKey) => call(refund.receive, { idempotencyKey }));
export const useAddRefundToWallet = () =>
  useRefundMutation(refund.addWallet, (_, idempotencyKey) => call(refund.addWallet, { idempotencyKey }));
