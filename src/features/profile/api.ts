import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

export interface ProfileAnswer {
  profile: { _id: string; memberId?: number | string; name: string; username: string; createdAt: string; coin?: number };
  bankAccount: { bankCode: string; bankAccountName: string; bankAccountNo: string; bank?: { nameTH?: string; nameEN?: string } | null };
}

export interface ProfileUpdate {
  name: string;
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

export interface ChangePasswordBody {
  oldPassword: string;
  newPassword: string;
}

export const profileKeys = { profile: ['account', 'profile'] as const };

export const profileQuery = queryOptions({
  queryKey: profileKeys.profile,
  queryFn: () => api.get<ProfileAnswer>('/api/account/profile'),
});

export const updateProfile = (body: ProfileUpdate) => api.put<ProfileAnswer & { message: string }>('/api/account/profile', body);

export const changePassword = (body: ChangePasswordBody) => api.put<{ message: string }>('/api/account/changepwd', body);

export function useProfile() {
  return useQuery(profileQuery);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
        queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      ]),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
