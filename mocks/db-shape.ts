import * as v from 'valibot';
import { DB_VERSION } from './seed';
import type { MockDb } from './types';

/**
 * The shape a mock database import must have (PUT /__mock/db, the QA console's import, MOCK_DB_FILE): this
 * version, and every collection with records of the fields its type (mocks/types) names, nested ones
 * included: `rewards: {}` or `chats: [{}]` would pass a looser check and then fail every call that reads
 * them. Unknown extra fields are kept. A file that does not match is refused as a whole and changes nothing.
 * Collections a handler starts empty when absent (an export from before they existed) may be left out.
 */
const text = v.string();
const num = v.number();
const bool = v.boolean();
const maybeText = v.nullable(text);
const maybeNum = v.nullable(num);
const record = v.looseObject;

const game = record({
  category: v.picklist(['slot', 'sport', 'lotto']),
  code: text,
  name: text,
  logo: text,
  background: text,
  isActive: bool,
  amount: num,
  ftWalletSlot: num,
  web: maybeText,
  android: maybeText,
  ios: maybeText,
  username: maybeText,
  password: maybeText,
});

const member = record({
  _id: text,
  memberId: num,
  name: text,
  username: text,
  passwordHash: text,
  active: bool,
  createdAt: text,
  coin: num,
  sourceCode: text,
  inviteCode: text,
  currency: maybeText,
  bankCode: text,
  bankAccountName: text,
  bankAccountNo: text,
  wallet: num,
  games: v.array(game),
});

const session = v.object({ token: text, memberId: text, createdAt: text });

const description = v.optional(record({ description: text }));
const statement = record({
  _id: text,
  memberId: text,
  statementType: v.picklist(['deposit', 'bonus', 'finish_bonus', 'withdraw', 'transfer']),
  status: v.picklist(['SUCCESS', 'FAILED', 'PENDING']),
  from: text,
  to: text,
  amount: num,
  createdAt: text,
  bonus: description,
  promotion: description,
  invite: description,
  refund: description,
  luckydraw: description,
});

const slip = record({
  _id: text,
  memberId: text,
  createdAt: text,
  amount: num,
  status: v.picklist(['SUCCESS', 'FAILED', 'PENDING']),
  note: maybeText,
  link: text,
  reference: text,
});

const slice = record({
  code: text,
  label: text,
  bgColor: text,
  textColor: text,
  htmlDescription: text,
  weight: num,
  prizeType: v.picklist(['cash', 'coin', 'bonus', 'none']),
  prizeName: text,
  amount: num,
});

const coupon = record({
  _id: text,
  code: text,
  memberId: text,
  sliceCode: text,
  sliceLabel: text,
  htmlDescription: text,
  prizeType: text,
  prizeName: text,
  amount: num,
  createdAt: text,
  expiresAt: text,
  claimedAt: maybeText,
});

const spin = record({
  wheel: record({ _id: text, name: text, slices: v.array(slice) }),
  rngState: num,
  coupons: v.array(coupon),
});

const withdrawal = record({
  _id: text,
  memberId: text,
  amount: num,
  bankCode: text,
  bankAccountNo: text,
  bankAccountName: text,
  status: v.picklist(['PENDING', 'SUCCESS', 'FAILED']),
  createdAt: text,
  statementId: v.optional(text),
});

const play = record({ _id: text, memberId: text, game: text, result: num, balanceAfter: num, createdAt: text });

const otp = record({
  phone: text,
  otpToken: text,
  otpRef: text,
  sentAt: num,
  wrongAttempts: num,
  blockedUntil: maybeNum,
  verified: bool,
});

const loginFailure = v.object({ username: text, at: v.array(num) });

const chatMessage = record({
  _id: text,
  sender: v.picklist(['customer', 'other']),
  // the body of src/contract/chat.ts; the mock itself reads only its type (and a text's payload)
  message: record({ message_type: text }),
  createdAt: text,
  session_id: text,
  userId: maybeText,
  guestId: maybeText,
  username: maybeText,
  name: maybeText,
  deviceToken: maybeText,
  readAt: maybeText,
});

const chat = record({
  key: text,
  userId: maybeText,
  guestId: maybeText,
  session: num,
  messages: v.array(chatMessage),
});

const banner = record({ image: text, html: text });

const rewards = record({
  bonuses: v.array(
    record({
      code: text,
      name: text,
      type: v.picklist(['limit', 'day', 'week']),
      maxReceived: num,
      percentFail: num,
      amount: num,
      quota: maybeNum,
      cancelBelow: maybeNum,
      banners: v.array(banner),
    }),
  ),
  userBonuses: v.array(
    record({
      _id: text,
      memberId: text,
      bonusCode: text,
      isActive: bool,
      received: num,
      list: v.array(record({ updatedAt: text })),
    }),
  ),
  promotions: v.array(
    record({
      code: text,
      name: text,
      percentFail: num,
      amount: num,
      description: text,
      cancelBelow: maybeNum,
    }),
  ),
  promotionReceipts: v.array(record({ _id: text, memberId: text, code: text, isActive: bool, createdAt: text })),
  invite: record({ percentSuccess: num, percentFail: num, banners: v.array(banner) }),
  inviteCollections: v.array(record({ _id: text, memberId: text, amount: num, createdAt: text })),
  refund: record({ percent: num, minimum: num, banners: v.array(banner) }),
  refunds: v.array(record({ _id: text, memberId: text, refundAmount: num, createdAt: text })),
  refundBalances: v.array(record({ memberId: text, amount: num })),
});

const qrcode = record({
  _id: text,
  memberId: text,
  provider: v.picklist(['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP']),
  amount: num,
  createdAt: num,
  expiresAt: num,
  status: v.picklist(['LIVE', 'PAID', 'CANCELLED']),
});

const giftLink = record({ voucher: text, memberId: text, amount: num, createdAt: text });

const slipCheck = record({ slipId: text, fingerprint: text, settleAt: num, settled: bool });

const idempotentAnswer = record({ memberId: text, endpoint: text, key: text, at: num, status: num, body: text });

const dbShape = record({
  version: v.literal(DB_VERSION),
  members: v.array(member),
  sessions: v.array(session),
  nextMemberId: num,
  statements: v.array(statement),
  nextId: num,
  spin,
  rewards: v.optional(rewards),
  loginFailures: v.optional(v.array(loginFailure)),
  chats: v.optional(v.array(chat)),
  giftLinks: v.optional(v.array(giftLink)),
  otps: v.optional(v.array(otp)),
  plays: v.optional(v.array(play)),
  qrcodes: v.optional(v.array(qrcode)),
  slipChecks: v.optional(v.array(slipCheck)),
  slips: v.optional(v.array(slip)),
  withdrawals: v.optional(v.array(withdrawal)),
  idempotency: v.optional(v.array(idempotentAnswer)),
});

/** The parsed database, or an Error naming the first field that does not fit. */
export function parseDbExport(json: string): MockDb | Error {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return new Error('not JSON');
  }
  const parsed = v.safeParse(dbShape, raw);
  if (parsed.success) return raw as MockDb;
  const [issue] = parsed.issues;
  const where = v.getDotPath(issue) ?? '(root)';
  return new Error(`not a mock database export of version ${DB_VERSION} (${where}: ${issue.message})`);
}
