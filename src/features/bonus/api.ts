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

export const activeBonusQuery = queryOptions({
  queryKey: keyOf(bonus.active),
  queryFn: () => call(bonus.active),
  staleTime: 0,
  meta: SERVER_TEXT,
});

/** The bonus notice (GET /api/lookup/notice, spec section 7): server HTML with a %percentFail% placeholder. */
export const bonusNoticeQuery = queryOptions({
  queryKey: keyOf(lookup.notice),
  queryFn: () => call(lookup.notice),
  meta: SERVER_TEXT,
});

/** Defined for the cancel threshold; no screen uses it yet (spec section 7). */
export const bonusMinimumQuery = queryOptions({
  queryKey: keyOf(bonus.minimum),
  queryFn: () => call(bonus.minimum),
  staleTime: 0,
});

/** Defined; no screen uses it yet (spec section 7). */
export const currentPromotionQuery = queryOptions({
  queryKey: keyOf(promotion.current),
  queryFn: () => call(promotion.current),
});

export const promotionQuery = (code: string) =>
  queryOptions({
    queryKey: keyOf(promotion.find, code),
    queryFn: () => call(promotion.find, { params: { code } }).then((answer) => answer.promotion),
    staleTime: 0,
    retry: false,
    meta: SERVER_TEXT,
  });

export const useBonuses = () => useQuery(bonusListQuery);
export const useActiveBonus = () => useQuery(activeBonusQuery);
export const useBonusNotice = () => useQuery(bonusNoticeQuery);
export const useBonusMinimum = (enabled = false) => useQuery({ ...bonusMinimumQuery, enabled });
export const useCurrentPromotion = (enabled = false) => useQuery({ ...currentPromotionQuery, enabled });
export const usePromotion = (code: string) => useQuery({ ...promotionQuery(code), enabled: code !== '' });

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
