import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface SpinSlice {
  code: string;
  label: string;
  bgColor: string;
  textColor: string;
  htmlDescription?: string | null;
}

export interface SpinWheel {
  _id?: string;
  name: string;
  slices: SpinSlice[];
}

export interface SpinSetup {
  activeSpinwheel: SpinWheel | null;
  userCoin: number;
}

export interface SpinResult {
  code: string;
  label: string;
  remainingCoin: number;
}

export interface Coupon {
  _id?: string;
  code: string;
  prize: { name: string; slice: { code?: string; label: string; htmlDescription?: string | null } };
  amount: number;
}

interface Answer<T> {
  success: boolean;
  result?: T;
  error?: string;
}

/** The server answered success false with a code: shown with spin.error.{code}. */
export class SpinFailure extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'SpinFailure';
    this.code = code;
  }
}

function unwrap<T>(answer: Answer<T>): T {
  if (!answer.success || answer.result === undefined) throw new SpinFailure(answer.error ?? 'UNKNOWN');
  return answer.result;
}

export const spinKeys = {
  all: ['spin'] as const,
  setup: ['spin', 'setup'] as const,
  coupons: ['spin', 'coupons'] as const,
  active: ['spin', 'active'] as const,
};

export const spinSetupQuery = queryOptions({
  queryKey: spinKeys.setup,
  queryFn: () => api.get<{ result: SpinSetup }>('/api/spinwheel/setup').then((r) => r.result),
});

export const couponsQuery = queryOptions({
  queryKey: spinKeys.coupons,
  queryFn: () => api.get<{ result: Coupon[] }>('/api/spinwheel/coupon').then((r) => r.result ?? []),
});

export const spinActiveQuery = queryOptions({
  queryKey: spinKeys.active,
  queryFn: () => api.get<{ active: boolean }>('/api/spinwheel/active').then((r) => r.active === true),
});

export const spin = () => api.post<Answer<SpinResult>>('/api/spinwheel/spin').then(unwrap);

export const claimCoupon = (coupon: string) =>
  api.post<Answer<unknown>>('/api/spinwheel/coupon/claim', { coupon }).then(unwrap);

export function useSpinSetup() {
  return useQuery(spinSetupQuery);
}

export function useCoupons() {
  return useQuery(couponsQuery);
}

export function useSpinActive() {
  return useQuery(spinActiveQuery);
}

/** One spin; the caller reloads setup and coupons when the prize modal closes (the wheel resets then). */
export function useSpin() {
  return useMutation({ mutationFn: spin });
}

/** A claim changes the coupons, the coins and the wallet (cash prizes), whatever the answer. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimCoupon,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: spinKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}
