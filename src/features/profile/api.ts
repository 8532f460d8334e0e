import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { account, type ChangePasswordBody } from '@/contract/account';
import { keyOf } from '@/contract/endpoint';
import { call } from '@/lib/http';

export const profileQuery = queryOptions({
  queryKey: keyOf(account.profile),
  queryFn: () => call(account.profile),
});

export const changePassword = (body: ChangePasswordBody) => call(account.changePassword, { body });

export function useProfile() {
  return useQuery(profileQuery);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
