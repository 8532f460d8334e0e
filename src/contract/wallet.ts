import * as v from 'valibot';
import { MAX_FILE_BYTES } from '../rules/uploads';
import { endpoint, extra, unshown } from './endpoint';
import { bankAccount, profile } from './entities';

// Spec section 7 "Wallet" (the wallet, game accounts, money moves, deposits and QR codes); shapes from section 3.

/** The game categories the home carousels show (spec sections 3 and 9). */
export const GAME_CATEGORIES = ['slot', 'sport', 'lotto'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * Game account (spec section 3). `category` is read as text: an account of a category the spec does not
 * name still counts in the total balance, it only gets no carousel (notes "Backend contract").
 */
export const gameAccount = v.object({
  category: v.string(),
  code: v.string(),
  name: v.string(),
  logo: v.string(),
  background: v.string(),
  isActive: v.boolean(),
  amount: v.number(),
  /** A multiplier. */
  ftWalletSlot: v.number(),
  /** The login URL, or null. */
  web: v.nullable(v.string()),
  /** App links, or null. */
  android: v.nullable(v.string()),
  ios: v.nullable(v.string()),
});

/** Invite counters of the wallet response (spec section 3). */
export const inviteCounters = v.object({ amount: v.number(), success: v.number(), fail: v.number() });

/** GET /api/wallet (spec section 3 "Wallet response"). */
export const walletAnswer = v.object({
  profile,
  bankAccount,
  wallet: v.object({ amount: v.number() }),
  invite: inviteCounters,
  slots: v.array(gameAccount),
});

/** Game credentials (spec section 3): the event object carries form-state fields for the one game that needs them. */
export const gameCredentials = v.object({
  username: v.string(),
  password: v.string(),
  event: v.optional(v.record(v.string(), v.string())),
});

/** QR state (spec section 3). Without a live code, qrcodeId and qrcode are null; message is the server's code. */
export const qrState = v.object({
  qrcodeId: v.nullable(v.string()),
  hasQrcode: v.boolean(),
  qrcode: v.nullable(v.string()),
  amount: v.number(),
  expireIn: v.number(),
  message: v.nullable(v.string()),
});

// --- request bodies (spec section 7)
export const amountBody = v.object({ amount: v.number() });
export const transferBody = v.object({ from: v.string(), to: v.string(), amount: v.number() });
export const transferAllBody = v.object({ to: v.string() });
/** The gift link encrypted client side: AES("<link>::<walletAccountName>") under the build key. */
export const giftLinkBody = v.object({ link: v.string() });

// --- answers the spec does not show: the app reads nothing from them (notes "Backend contract")
const message = extra(v.string());
const done = unshown({ message });
/** The statement entries a transfer recorded (one; one per source for transfer-all): the receipt's reference and
 * time. A backend may send nothing of it. */
const transferred = unshown({ message, moved: extra(v.array(v.object({ _id: v.string(), createdAt: v.string() }))) });
/** The pending withdrawal the mock records; a backend may send nothing of it. */
const withdrawn = unshown({
  message,
  withdrawal: extra(v.object({ _id: v.string(), amount: v.number(), status: v.string(), createdAt: v.string() })),
});

export const wallet = {
  get: endpoint('GET', '/api/wallet', walletAnswer),
  refreshSlots: endpoint('GET', '/api/wallet/refresh/slot', unshown({ message, slots: extra(v.array(gameAccount)) })),
  activate: endpoint('GET', '/api/wallet/activate/:code', unshown({ message, slot: extra(gameAccount) })),
  account: endpoint('GET', '/api/wallet/account/:code', gameCredentials),
  resetPassword: endpoint(
    'GET',
    '/api/wallet/resetpassword/:code',
    unshown({ message, username: extra(v.string()), password: extra(v.string()) }),
  ),
  /** Manual mode: the member notifies an amount sent. */
  add: endpoint('POST', '/api/wallet/add', unshown({ message, status: extra(v.string()) }), { body: amountBody }),
  transfer: endpoint('POST', '/api/wallet/transfer', transferred, { body: transferBody, money: true }),
  transferAll: endpoint('POST', '/api/wallet/transferAll', transferred, { body: transferAllBody, money: true }),
  withdraw: endpoint('POST', '/api/wallet/withdraw', withdrawn, { body: amountBody, money: true }),
  withdrawAll: endpoint('POST', '/api/wallet/withdrawAll', withdrawn, { body: amountBody, money: true }),
  /** Multipart, field `file`, the 300 s upload timeout. */
  slip: endpoint(
    'POST',
    '/api/wallet/slip',
    unshown({
      message,
      slip: extra(v.object({ reference: v.string(), amount: v.number(), status: v.string(), createdAt: v.string() })),
    }),
    { upload: MAX_FILE_BYTES.slip, money: true },
  ),
  truelink: endpoint('POST', '/api/wallet/truelink', unshown({ message, amount: extra(v.number()) }), {
    body: giftLinkBody,
    money: true,
  }),
};

/** QR deposits; provider in KBANK, WW, PAYTIMZ, PAYONEX, FP. */
export const qrcode = {
  get: endpoint('GET', '/api/qrcode/:provider', qrState),
  create: endpoint('POST', '/api/qrcode/:provider', qrState, { body: amountBody, money: true }),
  cancel: endpoint('DELETE', '/api/qrcode/:qrcodeId', done),
};

export type GameAccount = v.InferOutput<typeof gameAccount>;
export type InviteCounters = v.InferOutput<typeof inviteCounters>;
export type WalletResponse = v.InferOutput<typeof walletAnswer>;
export type GameCredentials = v.InferOutput<typeof gameCredentials>;
export type QrState = v.InferOutput<typeof qrState>;
export type TransferBody = v.InferOutput<typeof transferBody>;
export type SlipUploadAnswer = v.InferOutput<typeof wallet.slip.response>;
export type GiftLinkAnswer = v.InferOutput<typeof wallet.truelink.response>;
export type TransferAnswer = v.InferOutput<typeof wallet.transfer.response>;
