import { SLIP_REASONS } from './content';
import { kip } from './domain/member-money';
import { WELCOME_BONUS_NAME } from './seed-rewards';
import type { MockSlip, MockStatement, StatementStatus, StatementType } from './types';

const HOUR = 60 * 60 * 1000;

/** Newest first, the seeded history cycles through the types in this order (each page mixes them). */
const TYPE_CYCLE: StatementType[] = ['deposit', 'transfer', 'finish_bonus', 'bonus', 'withdraw'];
/** Entries of each type for member 0812345678: more than three pages of each. */
export const SEEDED_PER_TYPE = 36;

/** Deposits take their source in turn (a bank, a slip, the card wallet, QR codes), so every page names a few. */
const DEPOSIT_SOURCES = ['KBANK', 'SLIP', 'TRUEWALLET', 'QR-KBANK', 'QR-PAYONEX', 'SCB'];
const GAMES = ['pg', 'superslot', 'ufabet', 'huayhd'];

type Item = Pick<MockStatement, 'bonus' | 'promotion' | 'invite' | 'refund' | 'luckydraw'>;

/** Bonus credits carry one described item, in turn: bonus, promotion, invite, refund, luckydraw. */
const BONUS_ITEMS: Item[] = [
  { bonus: { description: 'โบนัสสมาชิกใหม่ 50% / New member bonus 50%' } },
  { promotion: { description: 'โปรโมชั่น WELCOME100 / Promo code WELCOME100' } },
  { invite: { description: 'โบนัสชวนเพื่อน / Invite bonus' } },
  { refund: { description: 'คืนยอดเสีย 5% / Loss refund 5%' } },
  { luckydraw: { description: '20 ฿ · เงินสด Cash' } },
];

function statusOf(n: number): StatementStatus {
  if (n % 9 === 4) return 'FAILED';
  if (n % 13 === 6) return 'PENDING';
  return 'SUCCESS';
}

function entry(memberId: string, n: number, type: StatementType, createdAtMs: number): MockStatement {
  const amount = [100, 250, 500, 1000, 35.5, 300, 20, 1500, 75.25, 200][n % 10];
  const base = {
    _id: `st-seed-${memberId}-${n}`,
    memberId,
    statementType: type,
    status: statusOf(n),
    amount,
    createdAt: new Date(createdAtMs).toISOString(),
  };
  const game = GAMES[n % GAMES.length];
  switch (type) {
    case 'deposit':
      return { ...base, from: DEPOSIT_SOURCES[Math.floor(n / 5) % DEPOSIT_SOURCES.length], to: 'WALLET' };
    case 'withdraw':
      return { ...base, from: 'WALLET', to: 'KBANK' };
    case 'transfer':
      return n % 2 === 0 ? { ...base, from: 'WALLET', to: game } : { ...base, from: game, to: 'WALLET' };
    case 'bonus':
      return { ...base, from: 'BONUS', to: 'WALLET', ...BONUS_ITEMS[Math.floor(n / 5) % BONUS_ITEMS.length] };
    case 'finish_bonus':
      return { ...base, amount: 0, from: 'WALLET', to: 'WALLET', bonus: { description: 'จบโบนัส / Bonus finished' } };
  }
}

/**
 * Seeded statement history: 36 entries of every type for member 0812345678 (one every 3 h 17 min
 * back from now, newest first), a short history for 0898765432 ending with a bonus in progress, and a short
 * one in kip for the Laos member 02055512345.
 */
export function seedStatements(nowMs: number): MockStatement[] {
  const list: MockStatement[] = [];
  const total = TYPE_CYCLE.length * SEEDED_PER_TYPE;
  for (let n = 0; n < total; n += 1) {
    list.push(entry('m-1001', n, TYPE_CYCLE[n % TYPE_CYCLE.length], nowMs - (n + 1) * (3 * HOUR + 17 * 60 * 1000)));
  }
  const second: [StatementType, number][] = [
    ['bonus', 2],
    ['deposit', 5],
    ['withdraw', 30],
    ['deposit', 50],
  ];
  for (const [type, hoursAgo] of second) {
    const e = entry('m-1002', hoursAgo, type, nowMs - hoursAgo * HOUR);
    // hoursAgo 2 is a bonus entry with a bonus item: the newest bonus-related entry, so a bonus is in progress.
    list.push(
      type === 'bonus' ? { ...e, status: 'SUCCESS', bonus: { description: 'โบนัสรายวัน 10% / Daily bonus 10%' } } : e,
    );
  }
  // The Laos member's short history, in kip, with the Lao bank (README "Seeded accounts").
  // The welcome bonus entry is a record of a server text: the statement answers it in the caller's language and
  // in kip (domain/member-money.ts, texts/translate.ts).
  const laos: [StatementType, number, number, string, string, StatementStatus, Item?][] = [
    ['deposit', 3, kip(500), 'BCEL', 'WALLET', 'SUCCESS'],
    ['transfer', 5, kip(250), 'WALLET', 'pg', 'SUCCESS'],
    ['withdraw', 28, kip(200), 'WALLET', 'BCEL', 'PENDING'],
    ['finish_bonus', 36, 0, 'WALLET', 'WALLET', 'SUCCESS', { bonus: { description: 'จบโบนัส / Bonus finished' } }],
    ['bonus', 40, kip(100), 'BONUS', 'WALLET', 'SUCCESS', { bonus: { description: WELCOME_BONUS_NAME } }],
    ['deposit', 52, kip(1500), 'BCEL', 'WALLET', 'SUCCESS'],
  ];
  for (const [statementType, hoursAgo, amount, from, to, status, item] of laos) {
    list.push({
      ...item,
      _id: `st-seed-m-1004-${hoursAgo}`,
      memberId: 'm-1004',
      statementType,
      status,
      amount,
      from,
      to,
      createdAt: new Date(nowMs - hoursAgo * HOUR).toISOString(),
    });
  }
  return list;
}

export const SLIP_IMAGES = ['/images/slips/sample-slip.svg', '/images/slips/sample-slip-2.svg'] as const;

/**
 * Seeded slips of member 0812345678, newest first: two in progress, three successful, then one
 * failed slip for every reason of spec section 8 (16 in all, so the slip table has two pages).
 * A failed slip whose image never arrived has amount 0 (shown as '-').
 */
export function seedSlips(nowMs: number): MockSlip[] {
  const slips: MockSlip[] = [];
  const add = (status: MockSlip['status'], note: string | null, amount: number) => {
    const n = slips.length;
    slips.push({
      _id: `slip-seed-${n + 1}`,
      memberId: 'm-1001',
      createdAt: new Date(nowMs - (n + 1) * 2 * HOUR - n * 7 * 60 * 1000).toISOString(),
      amount,
      status,
      note,
      link: SLIP_IMAGES[n % SLIP_IMAGES.length],
      reference: `SLIP${String(202611000 + n + 1)}`,
    });
  };
  add('PENDING', null, 500);
  add('PENDING', null, 1200);
  add('SUCCESS', null, 300);
  add('SUCCESS', null, 1000);
  add('SUCCESS', null, 45.5);
  SLIP_REASONS.forEach((reason, i) => add('FAILED', reason, reason === 'UPLOADED_FILE_NOT_EXIST' ? 0 : 100 + i * 50));
  return slips;
}
