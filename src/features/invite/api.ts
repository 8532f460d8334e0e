import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { keyOf } from '@/contract/endpoint';
import { invite } from '@/contract/invite';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet } from '@/lib/wallet-query';
import { INVITE_PAGE_SIZE } from './model';

// --- queries (paths and shapes: src/contract/invite.ts)
export const inviteBannersQuery = queryOptions({
  queryKey: keyOf(invite.banners),
  queryFn: () => call(invite.banners),
  meta: SERVER_TEXT,
  staleTime: 0,
});

export const inviteListQuery = (page: number) =>
  queryOptions({
    queryKey: keyOf(invite.list, page),
    queryFn: () => call(invite.list, { body: { page, limit: INVITE_PAGE_SIZE } }),
    staleTime: 0,
  });

export function useInviteList(page: number, enabled = true) {
  return useQuery({ ...inviteListQuery(page), enabled });
}

/** GET /api/invite/bonus; the invite list and the wallet change with it. */
export function useReceiveInviteBonus() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(invite.bonus),
    mutationFn: (_: void, idempotencyKey) => call(invite.bonus, { idempotencyKey }),
    onSettled: () => {
      void reloadWallet(queryClient);
      return queryClient.invalidateQueries({ queryKey: keyOf(invite.list) });
    },
  });
}
