import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { bonus, promotion } from '@/contract/bonus';
import { keyOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet } from '@/lib/wallet-query';

// --- queries (paths and shapes: src/contract/bonus.ts)
export const bonusListQuery = queryOptions({
  queryKey: keyOf(bonus.list),
  queryFn: () => call(bonus.list),
  meta: SERVER_TEXT,
  staleTime: 0,
});

export const useBonuses = () => useQuery(bonusListQuery);

export const useActiveBonus = () =>
  useQuery({ queryKey: keyOf(bonus.active), queryFn: () => call(bonus.active), staleTime: 0, meta: SERVER_TEXT });

/** The bonus notice (GET /api/lookup/notice, spec section 7): server HTML with a %percentFail% placeholder. */
export const useBonusNotice = () =>
  useQuery({ queryKey: keyOf(lookup.notice), queryFn: () => call(lookup.notice), meta: SERVER_TEXT });

/** Defined for the cancel threshold; no screen uses it yet (spec section 7). */
export const useBonusMinimum = (enabled = false) =>
  useQuery({ queryKey: keyOf(bonus.minimum), queryFn: () => call(bonus.minimum), enabled, staleTime: 0 });

/** Defined; no screen uses it yet (spec section 7). */
export const useCurrentPromotion = (enabled = false) =>
  useQuery({ queryKey: keyOf(promotion.current), queryFn: () => call(promotion.current), enabled });

export function usePromotion(code: string) {
  return useQuery({
    queryKey: keyOf(promotion.find, code),
    queryFn: () => call(promotion.find, { params: { code } }).then((answer) => answer.promotion),
    enabled: code !== '',
    staleTime: 0,
    retry: false,
    meta: SERVER_TEXT,
  });
}

// --- mutations: each one changes the bonus list, the active line and the current promotion
function useBonusMutation<TVariables>(
  endpoint: Parameters<typeof keyOf>[0],
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(endpoint),
    mutationFn,
    onSettled: () => {
      void reloadWallet(queryClient);
      return Promise.all(
        [bonus.list, bonus.active, bonus.minimum, promotion.current].map((e) =>
          queryClient.invalidateQueries({ queryKey: keyOf(e) }),
        ),
      );
    },
  });
}

export const useActivateBonus = () =>
  useBonusMutation(bonus.activate, (code: string, idempotencyKey) =>
    call(bonus.activate, { params: { code }, idempotencyKey }),
  );
export const useClearBonus = () => useBonusMutation(bonus.clear, () => call(bonus.clear));
export const useActivatePromotion = () =>
  useBonusMutation(promotion.activate, (code: string, idempotencyKey) =>
    call(promotion.activate, { params: { code }, idempotencyKey }),
  );
