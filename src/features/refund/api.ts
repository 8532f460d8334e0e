import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { REFUND_PAGE_SIZE } from './model';

export interface Banner {
  image: string;
  html: string;
}

/** GET /api/refund/check (spec section 3). */
export interface RefundCheck {
  /** A refund exists to receive. */
  result: boolean;
  /** A bonus is in progress (a refund cannot be received then). */
  bonus: boolean;
  info?: { percent?: number; minimum?: number; balance?: number } | null;
  refundAmount: number;
  /** Wins and losses counted since the last receive. */
  refundSuccess?: number;
  refundFail?: number;
}

export interface RefundLogItem {
  _id?: string;
  refundAmount: number;
  createdAt: string;
}

export interface RefundLogResponse {
  refunds: RefundLogItem[];
  total?: number;
}

export const refundKeys = {
  all: ['refund'] as const,
  banners: ['refund', 'banners'] as const,
  check: ['refund', 'check'] as const,
  log: (page: number) => ['refund', 'log', page] as const,
};

// --- calls (paths exactly as spec section 7)
export const getRefundBanners = () => api.get<Banner[]>('/api/refund/banners');
export const getRefundCheck = () => api.get<RefundCheck>('/api/refund/check');
export const receiveRefund = () => api.get<{ message: string; amount?: number }>('/api/refund/receive');
export const addRefundToWallet = () => api.get<{ message: string; amount?: number }>('/api/refund/addWallet');
export const getRefundLog = (page: number, limit = REFUND_PAGE_SIZE) => api.post<RefundLogResponse>('/api/refund', { page, limit });

// --- queries
export const refundBannersQuery = queryOptions({
  queryKey: refundKeys.banners,
  queryFn: () => getRefundBanners().then((list) => (Array.isArray(list) ? list : [])),
  staleTime: 0,
});

export function useRefundCheck(enabled = true) {
  return useQuery({ queryKey: refundKeys.check, queryFn: getRefundCheck, enabled, staleTime: 0 });
}

export function useRefundLog(page: number, enabled = true) {
  return useQuery({ queryKey: refundKeys.log(page), queryFn: () => getRefundLog(page), enabled, staleTime: 0 });
}

// --- mutations: both change the check and the log
function useRefundMutation(mutationFn: () => Promise<{ message: string; amount?: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }),
  });
}

export const useReceiveRefund = () => useRefundMutation(receiveRefund);
export const useAddRefundToWallet = () => useRefundMutation(addRefundToWallet);
