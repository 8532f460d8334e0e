import * as v from 'valibot';
import { DB_VERSION } from './seed';
import type { MockDb } from './types';

/**
 * The shape a mock database import must have (PUT /__mock/db, the QA console's import, MOCK_DB_FILE): this
 * version, every collection the rules read with the right type, members, sessions and statements with the
 * fields the handlers rely on. A file that does not match is refused as a whole and changes nothing.
 */
const records = v.array(v.looseObject({}));
const optionalRecords = v.optional(records);

const game = v.looseObject({
  category: v.string(),
  code: v.string(),
  isActive: v.boolean(),
  amount: v.number(),
});

const member = v.looseObject({
  _id: v.string(),
  memberId: v.number(),
  name: v.string(),
  username: v.string(),
  password: v.string(),
  active: v.boolean(),
  coin: v.number(),
  wallet: v.number(),
  games: v.array(game),
});

const session = v.object({ token: v.string(), memberId: v.string(), createdAt: v.string() });

const statement = v.looseObject({ _id: v.string(), memberId: v.string(), amount: v.number(), createdAt: v.string() });

const loginFailure = v.object({ username: v.string(), at: v.array(v.number()) });

const dbShape = v.looseObject({
  version: v.literal(DB_VERSION),
  members: v.array(member),
  sessions: v.array(session),
  nextMemberId: v.number(),
  statements: v.array(statement),
  nextId: v.number(),
  spin: v.looseObject({ wheel: v.looseObject({}), rngState: v.number(), coupons: records }),
  rewards: v.optional(v.looseObject({})),
  loginFailures: v.optional(v.array(loginFailure)),
  chats: optionalRecords,
  giftLinks: optionalRecords,
  otps: optionalRecords,
  plays: optionalRecords,
  qrcodes: optionalRecords,
  slipChecks: optionalRecords,
  slips: optionalRecords,
  withdrawals: optionalRecords,
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
