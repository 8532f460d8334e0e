import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { account } from '@/contract/account';
import { keyOf, type BodyOf } from '@/contract/endpoint';
import { game } from '@/contract/game';
import { lookup } from '@/contract/lookup';
import { wallet, type TransferBody } from '@/contract/wallet';
import { toApiError } from '@/lib/api-error';
import { call } from '@/lib/http';
import { SERVER_TEXT } from '@/lib/server-texts';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet, walletQuery } from '@/lib/wallet-query';

// --- calls (spec section 7)
export const refreshSlots = () => call(wallet.refreshSlots);
export const activateGame = (code: string) => call(wallet.activate, { params: { code } });
export const getCredentials = (code: string) => call(wallet.account, { params: { code } });
export const resetGamePassword = (code: string) => call(wallet.resetPassword, { params: { code } });
// Money calls take the Idempotency-Key of the member's intent (useMoneyMutation).
export const transfer = (body: TransferBody, idempotencyKey?: string) =>
  call(wallet.transfer, { body, idempotencyKey });
export const transferAll = (to: string, idempotencyKey?: string) =>
  call(wallet.transferAll, { body: { to }, idempotencyKey });
export const withdraw = (amount: number, idempotencyKey?: string) =>
  call(wallet.withdraw, { body: { amount }, idempotencyKey });
export const withdrawAll = (amount: number, idempotencyKey?: string) =>
  call(wallet.withdrawAll, { body: { amount }, idempotencyKey });
export const getWithdrawLimits = () => call(lookup.withdraw);
export const getAgreements = () => call(lookup.agreements);
/** The password segment only for the games whose site checks it (see launchPlan). */
export const autoLogin = (params: { game: string; username: string; password?: string }) =>
  call(game.autoLogin, { params });
export const updateBankAccountName = (body: BodyOf<typeof account.bankAccountName>) =>
  call(account.bankAccountName, { body });

// --- queries (the wallet's own is walletQuery; a money move reloads it with reloadWallet)

export const credentialsQuery = (code: string) =>
  queryOptions({
    queryKey: keyOf(wallet.account, code),
    queryFn: () => getCredentials(code),
    staleTime: 0,
  });

export const withdrawLimitsQuery = queryOptions({
  queryKey: keyOf(lookup.withdraw),
  queryFn: getWithdrawLimits,
  staleTime: 5 * 60_000,
});

export const agreementsQuery = queryOptions({
  queryKey: keyOf(lookup.agreements),
  queryFn: getAgreements,
  retry: false,
  meta: SERVER_TEXT,
});

/** The home screen enables this only after its entry sequence (refresh, sync reset). */
export function useWallet(enabled = true) {
  return useQuery({ ...walletQuery, enabled });
}

export function useCredentials(code: string, enabled: boolean) {
  return useQuery({ ...credentialsQuery(code), enabled });
}

export function useWithdrawLimits(enabled = true) {
  return useQuery({ ...withdrawLimitsQuery, enabled });
}

export function useAgreements(enabled: boolean) {
  return useQuery({ ...agreementsQuery, enabled });
}

// --- mutations: each invalidates what it changes
/**
 * Transfer and withdraw: the wallet reloads on success (spec section 4, the refresh flag), behind the receipt: the
 * answer is not held back for it. Of the failures only TRANSFER_FAIL moved money (the game's money
 * went to the wallet); a money call without an answer reloads everything through the session wiring. The intent is
 * kept by endpoint: the retry sends the first Idempotency-Key.
 */
function useWalletMutation<TVariables, TData>(
  endpoint: Parameters<typeof keyOf>[0],
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  const reload = () => void reloadWallet(queryClient);
  return useMoneyMutation({
    mutationKey: keyOf(endpoint),
    mutationFn,
    onSuccess: reload,
    onError: (error) => (toApiError(error).code === 'TRANSFER_FAIL' ? reload() : undefined),
  });
}

export const useTransfer = () => useWalletMutation(wallet.transfer, transfer);
export const useTransferAll = () => useWalletMutation(wallet.transferAll, transferAll);
export const useWithdraw = () => useWalletMutation(wallet.withdraw, withdraw);
export const useWithdrawAll = () => useWalletMutation(wallet.withdrawAll, withdrawAll);

export function useActivateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateGame,
    onSuccess: (_data, code) => {
      void queryClient.invalidateQueries({ queryKey: credentialsQuery(code).queryKey });
      return reloadWallet(queryClient);
    },
  });
}

export function useResetGamePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetGamePassword,
    onSuccess: (_data, code) => queryClient.invalidateQueries({ queryKey: credentialsQuery(code).queryKey }),
  });
}

export function useUpdateBankAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccountName,
    onSuccess: () => reloadWallet(queryClient),
  });
}
