import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import type { BonusType } from './model';

export interface Banner {
  image: string;
  html: string;
}

export interface UserBonus {
  _id: string;
  isActive: boolean;
  received: number;
  list: { updatedAt: string }[];
}

/** One entry of GET /api/bonus (spec section 3). */
export interface Bonus {
  code: string;
  name?: string;
  type: BonusType;
  maxReceived: number;
  percentFail: number;
  amount?: number;
  banners: Banner[];
  /** Server HTML with a %percentFail% placeholder. */
  notice?: string;
  userBonus: UserBonus | null;
}

/** GET /api/bonus/check/active: status and type (a bonus type, or promotion for a promo code). */
export interface ActiveBonus {
  status: boolean;
  type: BonusType | 'promotion' | null;
  code?: string;
  name?: string;
}

export interface BonusMinimum {
  status: boolean;
  minimum: number;
  balance?: number;
}

export interface Promotion {
  code: string;
  name?: string;
  percentFail: number;
  amount?: number;
  /** Server HTML. */
  description: string;
}

export const bonusKeys = {
  all: ['bonus'] as const,
  list: ['bonus', 'list'] as const,
  active: ['bonus', 'active'] as const,
  minimum: ['bonus', 'minimum'] as const,
  promotionCurrent: ['promotion', 'current'] as const,
  promotion: (code: string) => ['promotion', 'find', code] as const,
};

// --- calls (paths exactly as spec section 7)
export const getBonuses = () => api.get<Bonus[]>('/api/bonus');
export const activateBonus = (code: string) => api.get<{ message: string }>(`/api/bonus/activate/${encodeURIComponent(code)}`);
export const getActiveBonus = () => api.get<ActiveBonus>('/api/bonus/check/active');
export const getBonusMinimum = () => api.get<BonusMinimum>('/api/bonus/check/minimum');
export const clearBonus = () => api.get<{ message: string }>('/api/bonus/clear');
export const getCurrentPromotion = () => api.get<{ promotion: Promotion | null }>('/api/promotion/current');
export const findPromotion = (code: string) =>
  api.get<{ promotion: Promotion }>(`/api/promotion/find/${encodeURIComponent(code)}`).then((r) => r.promotion);
export const activatePromotion = (code: string) => api.get<{ message: string }>(`/api/promotion/activate/${encodeURIComponent(code)}`);

// --- queries
export const bonusListQuery = queryOptions({
  queryKey: bonusKeys.list,
  queryFn: () => getBonuses().then((list) => (Array.isArray(list) ? list : [])),
  staleTime: 0,
});

export const useBonuses = () => useQuery(bonusListQuery);

export const useActiveBonus = () => useQuery({ queryKey: bonusKeys.active, queryFn: getActiveBonus, staleTime: 0 });

/** Defined for the cancel threshold; no screen uses it yet (spec section 7). */
export const useBonusMinimum = (enabled = false) =>
  useQuery({ queryKey: bonusKeys.minimum, queryFn: getBonusMinimum, enabled, staleTime: 0 });

/** Defined; no screen uses it yet (spec section 7). */
export const useCurrentPromotion = (enabled = false) =>
  useQuery({ queryKey: bonusKeys.promotionCurrent, queryFn: getCurrentPromotion, enabled });

export function usePromotion(code: string) {
  return useQuery({ queryKey: bonusKeys.promotion(code), queryFn: () => findPromotion(code), enabled: code !== '', staleTime: 0, retry: false });
}

// --- mutations: each one changes the bonus list, the active line and the current promotion
function useBonusMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bonusKeys.all }),
        queryClient.invalidateQueries({ queryKey: bonusKeys.promotionCurrent }),
      ]),
  });
}

export const useActivateBonus = () => useBonusMutation(activateBonus);
export const useClearBonus = () => useBonusMutation(clearBonus);
export const useActivatePromotion = () => useBonusMutation(activatePromotion);
