import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { QrProvider } from '@/config';
import { api, upload } from '@/lib/http';
import { QR_PROVIDERS, qrExpiresAt } from './model';

export interface DepositBank {
  bankCode: string;
  bankType: string;
  mode: string;
  bank: { nameTH: string; nameEN: string };
  bankAccountName: string;
  bankAccountNo: string;
  currency: string;
}

export interface DepositWallet {
  mode: string;
  walletAccountName: string;
}

export interface DepositLookup {
  banks: DepositBank[];
  wallets: DepositWallet[];
  isManual: boolean;
}

export interface SlipLookup {
  isOpen: boolean;
}

/** QR state as the server sends it (spec section 3). */
export interface QrState {
  qrcodeId: string | null;
  hasQrcode: boolean;
  qrcode: string | null;
  amount: number;
  expireIn: number;
  message?: string | null;
}

/** QR state plus the expiry time computed when it arrived, so the countdown survives a remount. */
export interface QrView extends QrState {
  expiresAt: number | null;
}

export interface SlipUploadResult {
  message: string;
  slip?: { reference: string; amount: number; status: string; createdAt: string };
}

export const depositKeys = {
  lookup: ['lookup', 'deposit'] as const,
  slipLookup: ['lookup', 'slip'] as const,
  qrAll: ['qrcode'] as const,
  qr: (provider: QrProvider) => ['qrcode', provider] as const,
};

/** Keys other areas own whose data a deposit changes (a feature never imports another feature). */
const WALLET_KEY = ['wallet'] as const;
const STATEMENT_KEY = ['statement'] as const;

// --- calls (paths exactly as spec section 7)
export const getDepositLookup = () => api.get<DepositLookup>('/api/lookup/deposit');
export const getSlipLookup = () => api.get<SlipLookup>('/api/lookup/slip');
export const notifyDeposit = (amount: number) => api.post<{ message: string }>('/api/wallet/add', { amount });
export const uploadSlip = (file: File, onProgress?: (percent: number) => void) => {
  const form = new FormData();
  form.append('file', file);
  return upload<SlipUploadResult>('/api/wallet/slip', form, onProgress);
};
export const sendGiftLink = (link: string) => api.post<{ message: string; amount?: number }>('/api/wallet/truelink', { link });
export const getQrCode = (provider: QrProvider) => api.get<QrState>(`/api/qrcode/${provider}`);
export const createQrCode = (provider: QrProvider, amount: number) => api.post<QrState>(`/api/qrcode/${provider}`, { amount });
export const deleteQrCode = (qrcodeId: string) => api.delete<{ message: string }>(`/api/qrcode/${encodeURIComponent(qrcodeId)}`);

/** Stamps the expiry when the answer arrives; a state without a live code has none. */
export function toQrView(state: QrState, receivedAt: number = Date.now()): QrView {
  const live = state.hasQrcode && Boolean(state.qrcode);
  return { ...state, expiresAt: live ? qrExpiresAt(receivedAt, state.expireIn) : null };
}

// --- queries
export const depositLookupQuery = queryOptions({
  queryKey: depositKeys.lookup,
  queryFn: getDepositLookup,
  staleTime: 60_000,
  retry: false,
});

export const useDepositLookup = (enabled: boolean) => useQuery({ ...depositLookupQuery, enabled });

export const useSlipLookup = (enabled: boolean) =>
  useQuery({ queryKey: depositKeys.slipLookup, queryFn: getSlipLookup, staleTime: 0, enabled });

export const qrQuery = (provider: QrProvider) =>
  queryOptions({
    queryKey: depositKeys.qr(provider),
    queryFn: () => getQrCode(provider).then((state) => toQrView(state)),
    // Kept while the modal is closed: the countdown runs on from the stored expiry. Reloads only when marked.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });

export const useQrCode = (provider: QrProvider) => useQuery(qrQuery(provider));

/** Marks every other provider's QR panel to reload (spec section 4). */
export function invalidateOtherQr(queryClient: QueryClient, provider: QrProvider) {
  return Promise.all(
    QR_PROVIDERS.filter((p) => p !== provider).map((p) => queryClient.invalidateQueries({ queryKey: depositKeys.qr(p) })),
  );
}

// --- mutations
export function useCreateQr(provider: QrProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) => createQrCode(provider, amount).then((state) => toQrView(state)),
    onSuccess: (view) => {
      if (view.hasQrcode) queryClient.setQueryData(depositKeys.qr(provider), view);
      void invalidateOtherQr(queryClient, provider);
    },
  });
}

export function useCancelQr(provider: QrProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qrcodeId: string) => deleteQrCode(qrcodeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: depositKeys.qr(provider) }),
  });
}

export function useUploadSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) => uploadSlip(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATEMENT_KEY }),
  });
}

export function useNotifyDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATEMENT_KEY }),
  });
}

export function useSendGiftLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendGiftLink,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
        queryClient.invalidateQueries({ queryKey: STATEMENT_KEY }),
      ]),
  });
}
