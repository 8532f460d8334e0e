import { useDeferredValue } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { config, type QrProvider } from '@/config';
import { keyOf, type ResponseOf } from '@/contract/endpoint';
import { lookup } from '@/contract/lookup';
import { statement } from '@/contract/statement';
import { qrcode, wallet, type QrState } from '@/contract/wallet';
import { call } from '@/lib/http';
import { depositLookupQuery } from '@/lib/member-currency';
import { useMoneyMutation } from '@/lib/use-money-mutation';
import { reloadWallet } from '@/lib/wallet-query';
import { encryptGiftLink, giftLinkIntent, QR_PROVIDERS, qrExpiresAt } from './model';

export type DepositLookup = ResponseOf<typeof lookup.deposit>;
export type DepositBank = DepositLookup['banks'][number];

/** QR state plus the expiry time computed when it arrived, so the countdown survives a remount. */
export interface QrView extends QrState {
  expiresAt: number | null;
}

/**
 * Answers other areas own that a deposit changes (a feature never imports another feature): the statement and
 * slip lists (spec section 7 "Bonus, promotion, statement"), each with every page; the wallet reloads through
 * reloadWallet.
 */
const CHANGED_BY_DEPOSIT = {
  statements: keyOf(statement.list),
  slips: keyOf(statement.slips),
};

// --- calls (spec section 7)
export const getSlipLookup = () => call(lookup.slip);
export const notifyDeposit = (amount: number) => call(wallet.add, { body: { amount } });
// Money calls take the Idempotency-Key of the member's intent (useMoneyMutation).
export const uploadSlip = (file: File, onProgress?: (percent: number) => void, idempotencyKey?: string) => {
  const form = new FormData();
  form.append('file', file);
  return call(wallet.slip, { form, onProgress, idempotencyKey });
};
export const sendGiftLink = (link: string, idempotencyKey?: string) =>
  call(wallet.truelink, { body: { link }, idempotencyKey });

/** A gift link as the member sends it: encrypted on the way out, each time with a fresh salt. */
export interface GiftLinkSend {
  link: string;
  walletAccountName: string;
}
export const getQrCode = (provider: QrProvider) => call(qrcode.get, { params: { provider } });
export const createQrCode = (provider: QrProvider, amount: number, idempotencyKey?: string) =>
  call(qrcode.create, { params: { provider }, body: { amount }, idempotencyKey });
export const deleteQrCode = (qrcodeId: string) => call(qrcode.cancel, { params: { qrcodeId } });

/** Stamps the expiry when the answer arrives; a state without a live code has none. */
export function toQrView(state: QrState, receivedAt: number = Date.now()): QrView {
  const live = state.hasQrcode && Boolean(state.qrcode);
  return { ...state, expiresAt: live ? qrExpiresAt(receivedAt, state.expireIn) : null };
}

// --- queries
/**
 * The lookup the member's currency is read from too (src/lib/member-currency.ts), as the open deposit dialog reads it:
 * what home loaded shows at once, and it loads again for the modes of that moment once the dialog has painted
 * (React's deferred pass): sent with the tap, its answer can come back within the tap's frame on a fast network, and
 * its check and the dialog's second render would hold the paint. Stale at once here (staleTime 0), so the deferred
 * turn-on loads it, as does the member coming back to the tab with the dialog open.
 */
export function useDepositLookup(open: boolean) {
  const enabled = useDeferredValue(open, false);
  return useQuery({ ...depositLookupQuery, enabled, staleTime: 0 });
}

export const slipLookupQuery = queryOptions({
  queryKey: keyOf(lookup.slip),
  queryFn: getSlipLookup,
  staleTime: 0,
});

export const useSlipLookup = (enabled: boolean) => useQuery({ ...slipLookupQuery, enabled });

export const qrQuery = (provider: QrProvider) =>
  queryOptions({
    queryKey: keyOf(qrcode.get, provider),
    queryFn: () => getQrCode(provider).then((state) => toQrView(state)),
    // Kept while the modal is closed: the countdown runs on from the stored expiry. Reloads only when marked.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
  });

export const useQrCode = (provider: QrProvider) => useQuery(qrQuery(provider));

/** Marks every other provider's QR panel to reload (spec section 4). */
export function invalidateOtherQr(queryClient: QueryClient, provider: QrProvider) {
  return Promise.all(
    QR_PROVIDERS.filter((p) => p !== provider).map((p) =>
      queryClient.invalidateQueries({ queryKey: qrQuery(p).queryKey }),
    ),
  );
}

// --- mutations
export function useCreateQr(provider: QrProvider) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(qrcode.create, provider),
    mutationFn: (amount: number, key) => createQrCode(provider, amount, key).then((state) => toQrView(state)),
    onSuccess: (view) => {
      if (view.hasQrcode) queryClient.setQueryData(qrQuery(provider).queryKey, view);
      void invalidateOtherQr(queryClient, provider);
    },
  });
}

export function useCancelQr(provider: QrProvider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qrcodeId: string) => deleteQrCode(qrcodeId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: qrQuery(provider).queryKey }),
  });
}

export function useUploadSlip() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(wallet.slip),
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }, key) =>
      uploadSlip(file, onProgress, key),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CHANGED_BY_DEPOSIT.slips }),
        queryClient.invalidateQueries({ queryKey: CHANGED_BY_DEPOSIT.statements }),
      ]),
  });
}

export function useNotifyDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyDeposit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGED_BY_DEPOSIT.statements }),
  });
}

export function useSendGiftLink() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: keyOf(wallet.truelink),
    // The intent is the link as typed, not its encryption (a fresh salt each time: a retry would be a new intent),
    // and is kept as a digest: the link itself is money to whoever reads it.
    mutationFn: ({ link, walletAccountName }: GiftLinkSend, key) =>
      sendGiftLink(encryptGiftLink(link, walletAccountName, config.giftLinkKey), key),
    intentOf: giftLinkIntent,
    onSuccess: () =>
      Promise.all([
        reloadWallet(queryClient),
        queryClient.invalidateQueries({ queryKey: CHANGED_BY_DEPOSIT.statements }),
      ]),
  });
}
