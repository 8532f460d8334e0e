import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/http';

export type GameCategory = 'slot' | 'sport' | 'lotto';

export interface GameAccount {
  category: GameCategory;
  code: string;
  name: string;
  logo: string;
  background: string;
  isActive: boolean;
  amount: number;
  ftWalletSlot: number;
  web: string | null;
  android: string | null;
  ios: string | null;
}

export interface WalletProfile {
  _id: string;
  memberId?: number;
  name: string;
  username: string;
  createdAt: string;
  coin: number;
}

export interface BankAccount {
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
  bank: { nameTH: string; nameEN: string };
}

export interface InviteCounters {
  amount: number;
  success: number;
  fail: number;
}

export interface WalletResponse {
  profile: WalletProfile;
  bankAccount: BankAccount;
  wallet: { amount: number };
  invite: InviteCounters;
  slots: GameAccount[];
}

export interface GameCredentials {
  username: string;
  password: string;
  /** Form-state fields for the one game whose login form needs them. */
  event?: Record<string, string>;
}

export interface WithdrawLimits {
  withdrawMin: number;
  withdrawMax: number;
}

export interface TransferBody {
  from: string;
  to: string;
  amount: number;
}

export const walletKeys = {
  wallet: ['wallet'] as const,
  credentials: (code: string) => ['wallet', 'account', code] as const,
  withdrawLimits: ['lookup', 'withdraw'] as const,
  agreements: ['lookup', 'agreements'] as const,
  spinActive: ['spinwheel', 'active'] as const,
};

// --- calls (paths exactly as spec section 7)
export const getWallet = () => api.get<WalletResponse>('/api/wallet');
export const refreshSlots = () => api.get<unknown>('/api/wallet/refresh/slot');
export const activateGame = (code: string) => api.get<unknown>(`/api/wallet/activate/${encodeURIComponent(code)}`);
export const getCredentials = (code: string) => api.get<GameCredentials>(`/api/wallet/account/${encodeURIComponent(code)}`);
export const resetGamePassword = (code: string) =>
  api.get<Partial<GameCredentials>>(`/api/wallet/resetpassword/${encodeURIComponent(code)}`);
export const transfer = (body: TransferBody) => api.post<unknown>('/api/wallet/transfer', body);
export const transferAll = (to: string) => api.post<unknown>('/api/wallet/transferAll', { to });
export const withdraw = (amount: number) => api.post<unknown>('/api/wallet/withdraw', { amount });
export const withdrawAll = (amount: number) => api.post<unknown>('/api/wallet/withdrawAll', { amount });
export const getWithdrawLimits = () => api.get<WithdrawLimits>('/api/lookup/withdraw');
export const getAgreements = () => api.get<string[]>('/api/lookup/agreements');
export const getSpinActive = () => api.get<{ active: boolean }>('/api/spinwheel/active');
export const autoLogin = (path: string) => api.get<{ link: string }>(path);
export const updateBankAccountName = (body: { bankCode: string; bankAccountName: string }) =>
  api.put<unknown>('/api/account/bankAccountName', body);

// --- queries
export const walletQuery = queryOptions({ queryKey: walletKeys.wallet, queryFn: getWallet });

/** The home screen enables this only after its entry sequence (refresh, sync reset). */
export function useWallet(enabled = true) {
  return useQuery({ ...walletQuery, enabled });
}

export function useCredentials(code: string, enabled: boolean) {
  return useQuery({ queryKey: walletKeys.credentials(code), queryFn: () => getCredentials(code), enabled, staleTime: 0 });
}

export function useWithdrawLimits(enabled = true) {
  return useQuery({ queryKey: walletKeys.withdrawLimits, queryFn: getWithdrawLimits, enabled, staleTime: 5 * 60_000 });
}

export function useAgreements(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.agreements,
    queryFn: () => getAgreements().then((list) => (Array.isArray(list) ? list : [])),
    enabled,
    retry: false,
  });
}

export function useSpinActive() {
  return useQuery({
    queryKey: walletKeys.spinActive,
    queryFn: () => getSpinActive().then((r) => r.active === true),
    retry: false,
  });
}

// --- mutations: each invalidates what it changes
function useWalletMutation<TVariables>(mutationFn: (variables: TVariables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A failed transfer may still move money (TRANSFER_FAIL returns it to the wallet): reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
  });
}

export const useTransfer = () => useWalletMutation(transfer);
export const useTransferAll = () => useWalletMutation(transferAll);
export const useWithdraw = () => useWalletMutation(withdraw);
export const useWithdrawAll = () => useWalletMutation(withdrawAll);

export function useActivateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateGame,
    onSuccess: (_data, code) => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.credentials(code) });
      return queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true });
    },
  });
}

export function useResetGamePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetGamePassword,
    onSuccess: (_data, code) => queryClient.invalidateQueries({ queryKey: walletKeys.credentials(code) }),
  });
}

export function useUpdateBankAccountName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankAccountName,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
  });
}

export function useRefreshSlots() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSlots,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.wallet, exact: true }),
  });
}
