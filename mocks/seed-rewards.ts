/**
 * Seeded rewards (rewards issue): four bonuses, two promo codes, the invite and refund programmes,
 * twelve members invited by 0812345678 (PR1001) and the play records that feed refunds and the
 * invite bonus. Times are relative to the mock clock at seeding.
 */
import type { MockDb, MockGameAccount, MockMember, MockPlay, MockRewards, MockStatement } from './types';
import { seededPasswordHash } from './seed-passwords';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** The welcome bonus's stored name (the Laos member's statement records it too: seed-statements.ts). */
export const WELCOME_BONUS_NAME = 'โบนัสสมาชิกใหม่ 100 บาท / Welcome bonus 100 THB';

const banner = (name: string, html: string) => ({ image: `/images/banners/${name}.svg`, html });

// eslint-disable-next-line max-lines-per-function -- the seeded bonuses, promotions and banners as one literal (data, not logic), dated from one clock reading
export function createRewardsSeed(nowMs: number): MockRewards {
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    bonuses: [
      {
        code: 'WELCOME100',
        name: WELCOME_BONUS_NAME,
        type: 'limit',
        maxReceived: 1,
        percentFail: 10,
        amount: 100,
        quota: null,
        cancelBelow: null,
        banners: [
          banner('bonus-welcome', '<p><strong>รับ 100 บาท</strong> ครั้งเดียว / <strong>100 THB</strong> once.</p>'),
        ],
      },
      {
        code: 'DAILY20',
        name: 'โบนัสรายวัน 20 บาท / Daily bonus 20 THB',
        type: 'day',
        maxReceived: 2,
        percentFail: 5,
        amount: 20,
        quota: null,
        cancelBelow: null,
        banners: [
          banner('bonus-daily', '<p>รับได้วันละ 2 ครั้ง / Twice a day.</p>'),
          banner('bonus-welcome', '<p>เล่นได้ทุกเกม / Every game counts.</p>'),
        ],
      },
      {
        code: 'WEEKLY50',
        name: 'โบนัสรายสัปดาห์ 50 บาท / Weekly bonus 50 THB',
        type: 'week',
        maxReceived: 1,
        percentFail: 15,
        amount: 50,
        quota: null,
        cancelBelow: 5,
        banners: [banner('bonus-weekly', '<p>สัปดาห์ละ 1 ครั้ง / Once a week.</p>')],
      },
      {
        code: 'FLASH30',
        name: 'แฟลชโบนัส 30 บาท / Flash bonus 30 THB',
        type: 'limit',
        maxReceived: 1,
        percentFail: 20,
        amount: 30,
        quota: 1,
        cancelBelow: null,
        banners: [banner('bonus-flash', '<p>จำนวนจำกัด / Limited quota.</p>')],
      },
    ],
    userBonuses: [
      // 0812345678 took the welcome bonus once (used up) and the daily bonus two days ago.
      {
        _id: 'ub-seed-1',
        memberId: 'm-1001',
        bonusCode: 'WELCOME100',
        isActive: false,
        received: 1,
        list: [{ updatedAt: iso(nowMs - 20 * DAY) }],
      },
      {
        _id: 'ub-seed-2',
        memberId: 'm-1001',
        bonusCode: 'DAILY20',
        isActive: false,
        received: 1,
        list: [{ updatedAt: iso(nowMs - 2 * DAY) }],
      },
      // 02055512345 (kip) took the welcome bonus, 100,000 kip, and finished it (seed-statements.ts).
      {
        _id: 'ub-seed-5',
        memberId: 'm-1004',
        bonusCode: 'WELCOME100',
        isActive: false,
        received: 1,
        list: [{ updatedAt: iso(nowMs - 40 * HOUR) }],
      },
      // 0898765432 has the weekly bonus in progress (balance 250: ending it answers BONUS_CONDITION)
      // and took the last flash bonus (BONUS_FULL for everyone else).
      {
        _id: 'ub-seed-3',
        memberId: 'm-1002',
        bonusCode: 'WEEKLY50',
        isActive: true,
        received: 1,
        list: [{ updatedAt: iso(nowMs - HOUR) }],
      },
      {
        _id: 'ub-seed-4',
        memberId: 'm-1002',
        bonusCode: 'FLASH30',
        isActive: false,
        received: 1,
        list: [{ updatedAt: iso(nowMs - 3 * DAY) }],
      },
    ],
    promotions: [
      {
        code: 'NEWYEAR100',
        name: 'โปรปีใหม่ 100 บาท / New year promo 100 THB',
        percentFail: 10,
        amount: 100,
        description:
          '<p>รับเครดิต <strong>100 บาท</strong> ทำเทิร์น 3 เท่า / <strong>100 THB</strong> credit, 3x turnover.</p>',
        cancelBelow: null,
      },
      {
        code: 'SUMMER50',
        name: 'โปรหน้าร้อน 50 บาท / Summer promo 50 THB',
        percentFail: 25,
        amount: 50,
        description: '<p>รับเครดิต <strong>50 บาท</strong> / <strong>50 THB</strong> credit.</p>',
        cancelBelow: null,
      },
    ],
    promotionReceipts: [
      { _id: 'pr-seed-1', memberId: 'm-1001', code: 'SUMMER50', isActive: false, createdAt: iso(nowMs - 10 * DAY) },
    ],
    invite: {
      percentSuccess: 5,
      percentFail: 10,
      banners: [
        banner('invite-friends', '<p>ชวนเพื่อนสมัคร รับโบนัสทุกวัน / Invite friends, earn every day.</p>'),
        banner('invite-commission', '<p>รับ 5% ของยอดฝาก และ 10% ของยอดเสีย / 5% of deposits and 10% of losses.</p>'),
      ],
    },
    inviteCollections: [],
    refund: {
      percent: 5,
      minimum: 1,
      banners: [
        banner('refund-weekly', '<p>คืนยอดเสีย 5% / 5% loss refund.</p>'),
        banner('refund-daily', '<p>รับได้ทุกวัน ขั้นต่ำ 1 บาท / Any day, from 1 THB.</p>'),
      ],
    },
    refunds: [{ _id: 'rf-seed-1', memberId: 'm-1001', refundAmount: 12.5, createdAt: iso(nowMs - 7 * DAY) }],
    refundBalances: [],
  };
}

interface InviteeSpec {
  n: number;
  name: string;
  inviter: string;
  deposit?: number;
  results?: number[];
}

/** 2001-2012 registered with PR1001 (two of them played and deposited); 2013 with PR2001. */
const INVITEES: InviteeSpec[] = [
  { n: 1, name: 'Anan Chaiyo', inviter: 'PR1001', deposit: 500, results: [-10] },
  { n: 2, name: 'มาลี ศรีสุข', inviter: 'PR1001', deposit: 300, results: [-150, 20] },
  ...Array.from({ length: 10 }, (_, i) => ({ n: i + 3, name: `Friend ${i + 3}`, inviter: 'PR1001' })),
  { n: 13, name: 'Wichai Invited', inviter: 'PR2001' },
];

/** Loss-heavy play history of 0812345678 since its last refund (5% of 275.50 net = 13.78 refundable). */
const MEMBER_RESULTS: [number, string][] = [
  [-120, 'pg'],
  [-80.5, 'superslot'],
  [30, 'pg'],
  [-45, 'ufabet'],
  [-60, 'huayhd'],
];

/** Adds the rewards slice, the invitees and their records to a freshly seeded database. */
export function withRewardsSeed(
  db: Omit<MockDb, 'rewards'>,
  nowMs: number,
  games: (phone: string) => MockGameAccount[],
): MockDb {
  const iso = (ms: number) => new Date(ms).toISOString();
  const members: MockMember[] = [];
  const statements: MockStatement[] = [];
  const plays: MockPlay[] = [];
  for (const spec of INVITEES) {
    const id = `m-${2000 + spec.n}`;
    const phone = `08111100${String(spec.n).padStart(2, '0')}`;
    members.push({
      _id: id,
      memberId: 2000 + spec.n,
      name: spec.name,
      username: phone,
      passwordHash: seededPasswordHash(phone),
      active: true,
      createdAt: iso(nowMs - (30 - spec.n) * DAY),
      coin: 0,
      sourceCode: 'FRIEND',
      inviteCode: spec.inviter,
      currency: null,
      bankCode: 'SCB',
      bankAccountName: spec.name.toUpperCase(),
      bankAccountNo: `70000000${String(spec.n).padStart(2, '0')}`,
      wallet: 0,
      games: games(phone),
    });
    if (spec.deposit) {
      statements.push({
        _id: `st-seed-inv-${spec.n}`,
        memberId: id,
        statementType: 'deposit',
        status: 'SUCCESS',
        from: 'SCB',
        to: 'WALLET',
        amount: spec.deposit,
        createdAt: iso(nowMs - 3 * DAY),
      });
    }
    (spec.results ?? []).forEach((result, i) => {
      plays.push({
        _id: `play-seed-inv-${spec.n}-${i}`,
        memberId: id,
        game: 'pg',
        result,
        balanceAfter: 0,
        createdAt: iso(nowMs - (2 * DAY - i * HOUR)),
      });
    });
  }
  MEMBER_RESULTS.forEach(([result, game], i) => {
    plays.push({
      _id: `play-seed-1001-${i}`,
      memberId: 'm-1001',
      game,
      result,
      balanceAfter: 0,
      createdAt: iso(nowMs - (3 * DAY - i * 5 * HOUR)),
    });
  });
  return {
    ...db,
    members: [...db.members, ...members],
    statements: [...db.statements, ...statements],
    plays: [...db.plays, ...plays],
    rewards: createRewardsSeed(nowMs),
  };
}
