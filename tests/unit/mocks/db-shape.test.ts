import { describe, expect, it } from 'vitest';
import { parseDbExport } from '@mocks/db-shape';
import { createSeed } from '@mocks/seed';

// A database import (PUT /__mock/db, the QA console, MOCK_DB_FILE) is checked down to the records of every
// nested collection: an empty object or record the handlers read fields of would make the API answer 500.

/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access --
   the tests reach into the copied database with `Loose` on purpose, to break it any way they like */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test breaks the database any way it likes
type Loose = any;

const seeded = (): Loose => JSON.parse(JSON.stringify(createSeed()));
const parse = (db: unknown) => parseDbExport(JSON.stringify(db));

describe('a mock database import', () => {
  it('takes the seeded database, and one with a record in every collection the seed leaves empty', () => {
    expect(parse(seeded())).not.toBeInstanceOf(Error);
    const db = seeded();
    const at = '2026-01-01T00:00:00.000Z';
    Object.assign(db, {
      otps: [
        {
          phone: '0811111111',
          otpToken: 't',
          otpRef: 'R',
          sentAt: 1,
          wrongAttempts: 0,
          blockedUntil: null,
          verified: false,
        },
      ],
      loginFailures: [{ username: '0811111111', at: [1, 2] }],
      withdrawals: [
        {
          _id: 'w1',
          memberId: 'm-1001',
          amount: 100,
          bankCode: 'KBANK',
          bankAccountNo: '1',
          bankAccountName: 'A',
          status: 'PENDING',
          createdAt: at,
        },
      ],
      qrcodes: [
        { _id: 'q1', memberId: 'm-1001', provider: 'KBANK', amount: 100, createdAt: 1, expiresAt: 2, status: 'LIVE' },
      ],
      giftLinks: [{ voucher: 'v', memberId: 'm-1001', amount: 50, createdAt: at }],
      slipChecks: [{ slipId: 's1', fingerprint: 'f', settleAt: 1, settled: false }],
      idempotency: [
        { memberId: 'm-1001', endpoint: 'POST /api/wallet/withdraw', key: 'k', at: 0, status: 200, body: '{}' },
      ],
    });
    expect(parse(db)).not.toBeInstanceOf(Error);
  });

  it.each<[string, (db: Loose) => void, string]>([
    ['the wheel an empty object', (db) => (db.spin.wheel = {}), 'spin.wheel._id'],
    ['a wheel slice an empty record', (db) => (db.spin.wheel.slices = [{}]), 'spin.wheel.slices.0.code'],
    ['a coupon an empty record', (db) => (db.spin.coupons = [{}]), 'spin.coupons.0._id'],
    ['the rewards an empty object', (db) => (db.rewards = {}), 'rewards.bonuses'],
    ['the invite programme an empty object', (db) => (db.rewards.invite = {}), 'rewards.invite.percentSuccess'],
    ['the refund programme an empty object', (db) => (db.rewards.refund = {}), 'rewards.refund.percent'],
    ['a bonus an empty record', (db) => (db.rewards.bonuses = [{}]), 'rewards.bonuses.0.code'],
    [
      "a bonus's banner an empty record",
      (db) => (db.rewards.bonuses[0].banners = [{}]),
      'rewards.bonuses.0.banners.0.image',
    ],
    ['a promotion an empty record', (db) => (db.rewards.promotions = [{}]), 'rewards.promotions.0.code'],
    ["a member's bonus an empty record", (db) => (db.rewards.userBonuses = [{}]), 'rewards.userBonuses.0._id'],
    [
      'a refund balance an empty record',
      (db) => (db.rewards.refundBalances = [{}]),
      'rewards.refundBalances.0.memberId',
    ],
    ['a chat an empty record', (db) => (db.chats = [{}]), 'chats.0.key'],
    ['a chat message an empty record', (db) => (db.chats[0].messages = [{}]), 'chats.0.messages.0._id'],
    [
      'a chat message body an empty object',
      (db) => (db.chats[0].messages[0].message = {}),
      'chats.0.messages.0.message.message_type',
    ],
    ['a slip an empty record', (db) => (db.slips = [{}]), 'slips.0._id'],
    ['a slip check an empty record', (db) => (db.slipChecks = [{}]), 'slipChecks.0.slipId'],
    ['a QR code an empty record', (db) => (db.qrcodes = [{}]), 'qrcodes.0._id'],
    ['a gift link an empty record', (db) => (db.giftLinks = [{}]), 'giftLinks.0.voucher'],
    ['an OTP an empty record', (db) => (db.otps = [{}]), 'otps.0.phone'],
    ['a play an empty record', (db) => (db.plays = [{}]), 'plays.0._id'],
    ['a withdrawal an empty record', (db) => (db.withdrawals = [{}]), 'withdrawals.0._id'],
    ['a login failure an empty record', (db) => (db.loginFailures = [{}]), 'loginFailures.0.username'],
    ['an idempotent answer an empty record', (db) => (db.idempotency = [{}]), 'idempotency.0.memberId'],
    ['a game account an empty record', (db) => (db.members[0].games = [{}]), 'members.0.games.0.category'],
    ['a statement an empty record', (db) => (db.statements = [{}]), 'statements.0._id'],
    ['a statement of an unknown type', (db) => (db.statements[0].statementType = 'gift'), 'statements.0.statementType'],
    ['a chats collection an object', (db) => (db.chats = {}), 'chats'],
  ])('refuses %s, naming where', (_what, breakIt, where) => {
    const db = seeded();
    breakIt(db);
    const parsed = parse(db);
    expect(parsed).toBeInstanceOf(Error);
    expect((parsed as Error).message).toContain(`not a mock database export of version 1 (${where}:`);
  });
});
