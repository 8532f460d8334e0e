import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endpointName, keyOf, type ResponseOf } from '@/contract/endpoint';
import { spin, type Coupon } from '@/contract/spin';
import { call, ContractError } from '@/lib/http';
import { STARTED_BY_ROUTE } from '@/lib/query-client';
import { SERVER_TEXT } from '@/lib/server-texts';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet } from '@/lib/wallet-query';

/** The server answered success false with a code: shown with spin.error.{code}. */
export class SpinFailure extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.name = 'SpinFailure';
    this.code = code;
  }
}

/** The spin's result, a SpinFailure for success false, a ContractError for success without a result. */
function unwrapSpin(answer: ResponseOf<typeof spin.spin>) {
  if (!answer.success) throw new SpinFailure(answer.error ?? 'UNKNOWN');
  if (!answer.result) throw new ContractError(endpointName(spin.spin), 'result', answer);
  return answer.result;
}

/**
 * How a coupon is named in the claim {coupon} (the spec's Coupon has no identifier): its `_id` when the
 * server sent one, else the coupon itself as the server sent it.
 */
export function couponRef(coupon: Coupon): string | Coupon {
  return coupon._id ? coupon._id : coupon;
}

// --- queries (paths and shapes: src/contract/spin.ts)
export const spinSetupQuery = queryOptions({
  queryKey: keyOf(spin.setup),
  queryFn: () => call(spin.setup).then((answer) => answer.result),
  meta: SERVER_TEXT,
  ...STARTED_BY_ROUTE,
});

export const couponsQuery = queryOptions({
  queryKey: keyOf(spin.coupons),
  queryFn: () => call(spin.coupons).then((answer) => answer.result),
  meta: SERVER_TEXT,
  ...STARTED_BY_ROUTE,
});

/**
 * GET /api/spinwheel/active: one cached answer under keyOf(spin.active), kept as parsed (any feature that
 * reads it shares the key, so none may reshape the cached data: use `select`).
 */
export const spinActiveQuery = queryOptions({
  queryKey: keyOf(spin.active),
  queryFn: () => call(spin.active),
  retry: false,
  ...STARTED_BY_ROUTE,
});

export function useSpinSetup() {
  return useQuery(spinSetupQuery);
}

export function useCoupons() {
  return useQuery(couponsQuery);
}

/**
 * Whether the spin feature is on: the active answer's `active` when the server sends it (not in the spec),
 * else whether the setup has an active spin wheel (spec section 3). Undefined while unknown.
 */
export function useSpinActive(): boolean | undefined {
  const active = useQuery(spinActiveQuery);
  const fallback = active.isSuccess && active.data.active === undefined;
  const setup = useQuery({ ...spinSetupQuery, enabled: fallback });
  if (active.data?.active !== undefined) return active.data.active;
  return fallback && setup.data ? setup.data.activeSpinwheel !== null : undefined;
}

/** One spin; the caller reloads setup and coupons when the prize modal closes (the wheel resets then). */
/**
 * A spin costs a coin: it carries its intent's Idempotency-Key, kept by the query client, so a second tap after a
 * spin that got no answer repeats that spin (the server answers its result again) instead of paying again.
 */
export function useSpin() {
  return useMoneyMutation<SpinResultOf, void>({
    mutationKey: ['spin'],
    mutationFn: (_none, idempotencyKey) => call(spin.spin, { idempotencyKey }).then(unwrapSpin),
  });
}

type SpinResultOf = ReturnType<typeof unwrapSpin>;

/** A claim changes the coupons, the coins and the wallet (a cash or bonus prize credits it), whatever the answer. */
export function useClaimCoupon() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(spin.claim),
    mutationFn: (coupon: Coupon, idempotencyKey) =>
      call(spin.claim, { body: { coupon: couponRef(coupon) }, idempotencyKey }).then((answer) => {
        if (!answer.success) throw new SpinFailure(answer.error ?? 'UNKNOWN');
      }),
    onSettled: () => Promise.all([reloadSpin(queryClient), reloadWallet(queryClient)]),
  });
}

/** Everything the spin page shows (setup, coupons, whether the feature is on), reloaded after a spin. */
export function reloadSpin(queryClient: QueryClient) {
  return Promise.all(
    [spin.setup, spin.coupons, spin.active].map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })),
  );
}
