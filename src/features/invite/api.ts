import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';
import { INVITE_PAGE_SIZE } from './model';

export interface Banner {
  image: string;
  html: string;
}

export interface InviteItem {
  _id?: string;
  from: { name: string };
  amount: number;
  createdAt: string;
}

export interface InviteListResponse {
  invites: InviteItem[];
  total?: number;
  /** The invite-bonus terms: share of invitees' deposits and of their losses, in percent. */
  percentSuccess?: number;
  percentFail?: number;
}

export interface InviteBonusAnswer {
  message: string;
  amount?: number;
}

export const inviteKeys = {
  all: ['invite'] as const,
  banners: ['invite', 'banners'] as const,
  list: (page: number) => ['invite', 'list', page] as const,
};

// --- calls (paths exactly as spec section 7)
export const getInviteBanners = () => api.get<Banner[]>('/api/invite/banners');
export const getInvites = (page: number, limit = INVITE_PAGE_SIZE) => api.post<InviteListResponse>('/api/invite', { page, limit });
export const receiveInviteBonus = () => api.get<InviteBonusAnswer>('/api/invite/bonus');

// --- queries
export const inviteBannersQuery = queryOptions({
  queryKey: inviteKeys.banners,
  queryFn: () => getInviteBanners().then((list) => (Array.isArray(list) ? list : [])),
  staleTime: 0,
});

export const inviteListQuery = (page: number) =>
  queryOptions({
    queryKey: inviteKeys.list(page),
    queryFn: () => getInvites(page),
    staleTime: 0,
  });

export function useInviteList(page: number, enabled = true) {
  return useQuery({ ...inviteListQuery(page), enabled });
}

/** GET /api/invite/bonus; the invite list changes with it. */
export function useReceiveInviteBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveInviteBonus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}
