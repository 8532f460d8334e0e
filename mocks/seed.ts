import { now } from './clock';
import { seedSlips, seedStatements } from './seed-statements';
import { createSpinSeed } from './seed-spin';
import { withRewardsSeed } from './seed-rewards';
import { seedChats } from './domain/chat-agent';
import { kip } from './domain/member-money';
import type { GameCategory, MockDb, MockGameAccount, MockMember } from './types';
import { seededPasswordHash } from './seed-passwords';

export const DB_VERSION = 1;
export const SEED_PASSWORD = 'Demo1234';

interface GameSpec {
  category: GameCategory;
  code: string;
  name: string;
  colour: string;
  web?: string | null;
  android?: string | null;
  ios?: string | null;
}

const GAMES: GameSpec[] = [
  { category: 'slot', code: 'pg', name: 'PG Soft', colour: '#1f6feb', web: 'https://games.example/pg' },
  { category: 'slot', code: 'joker', name: 'Joker Gaming', colour: '#8250df', web: 'https://games.example/joker' },
  { category: 'slot', code: 'superslot', name: 'Superslot', colour: '#bf3989', web: 'https://games.example/superslot' },
  { category: 'sport', code: 'ufabet', name: 'UFABET', colour: '#1a7f37', web: 'https://games.example/ufabet' },
  { category: 'sport', code: 'askmebet', name: 'AskMeBet', colour: '#9a6700', web: 'https://games.example/askmebet' },
  { category: 'lotto', code: 'huayhd', name: 'Huay HD', colour: '#cf222e', web: 'https://games.example/huayhd' },
  {
    category: 'lotto',
    code: 'lottovip',
    name: 'Lotto VIP',
    colour: '#0969da',
    web: null,
    android: 'https://apps.example/lottovip.apk',
    ios: 'https://apps.example/lottovip.ipa',
  },
];

export function gameAccounts(amounts: Record<string, number | null>, phone: string): MockGameAccount[] {
  return GAMES.map((game) => {
    const amount = amounts[game.code];
    const active = amount !== null && amount !== undefined;
    return {
      category: game.category,
      code: game.code,
      name: game.name,
      logo: `/images/games/${game.code}.svg`,
      background: game.colour,
      isActive: active,
      amount: active ? amount : 0,
      ftWalletSlot: 1,
      web: game.web ?? null,
      android: game.android ?? null,
      ios: game.ios ?? null,
      username: active ? `${game.code}${phone.slice(-6)}` : null,
      password: active ? `Gp${phone.slice(-4)}x` : null,
    };
  });
}

function member(
  partial: Omit<MockMember, 'passwordHash' | 'active' | 'sourceCode' | 'inviteCode' | 'currency'> & Partial<MockMember>,
): MockMember {
  const passwordHash = seededPasswordHash(partial.username);
  return { passwordHash, active: true, sourceCode: 'FACEBOOK', inviteCode: '', currency: null, ...partial };
}

// eslint-disable-next-line max-lines-per-function -- the seeded world as one literal: members, games and lookups read top to bottom like a fixture file; splitting it would scatter one picture
export function createSeed(): MockDb {
  const members: MockMember[] = [
    member({
      _id: 'm-1001',
      memberId: 1001,
      name: 'Somchai Jaidee',
      username: '0812345678',
      createdAt: '2026-01-15T09:30:00.000Z',
      coin: 5,
      bankCode: 'KBANK',
      bankAccountName: 'SOMCHAI JAIDEE',
      bankAccountNo: '1234567890',
      wallet: 1000,
      games: gameAccounts(
        { pg: 250.5, joker: null, superslot: 40, ufabet: 120, askmebet: null, huayhd: 75.25, lottovip: null },
        '0812345678',
      ),
    }),
    member({
      _id: 'm-1002',
      memberId: 1002,
      name: 'สมหญิง ใจงาม',
      username: '0898765432',
      createdAt: '2026-03-02T14:05:10.000Z',
      coin: 0,
      bankCode: 'KTB',
      bankAccountName: 'สมหญิง ใจงาม',
      bankAccountNo: '9876543210',
      wallet: 250,
      games: gameAccounts(
        { pg: null, joker: null, superslot: null, ufabet: null, askmebet: null, huayhd: null, lottovip: null },
        '0898765432',
      ),
    }),
    member({
      _id: 'm-1003',
      memberId: 1003,
      name: 'Inactive Member',
      username: '0800000003',
      active: false,
      createdAt: '2025-11-20T08:00:00.000Z',
      coin: 0,
      bankCode: 'SCB',
      bankAccountName: 'INACTIVE MEMBER',
      bankAccountNo: '5550001111',
      wallet: 0,
      games: gameAccounts(
        { pg: null, joker: null, superslot: null, ufabet: null, askmebet: null, huayhd: null, lottovip: null },
        '0800000003',
      ),
    }),
    // The Laos member: registered in kip (LAK) with a Lao bank, a Lao mobile number (020 and 8 digits).
    member({
      _id: 'm-1004',
      memberId: 1004,
      name: 'Somphone Vongsa',
      username: '02055512345',
      createdAt: '2026-04-10T03:20:00.000Z',
      coin: 2,
      bankCode: 'BCEL',
      bankAccountName: 'SOMPHONE VONGSA',
      bankAccountNo: '0101000987654',
      currency: 'LAK',
      // The seed's amounts in baht, in kip (domain/member-money.ts): 1,500,000.00 kip.
      wallet: kip(1500),
      games: gameAccounts(
        { pg: kip(250), joker: null, superslot: null, ufabet: kip(120), askmebet: null, huayhd: null, lottovip: null },
        '02055512345',
      ),
    }),
  ];
  const base = {
    version: DB_VERSION,
    members,
    sessions: [],
    nextMemberId: 1005,
    statements: seedStatements(now()),
    nextId: 1,
    slips: seedSlips(now()),
    spin: createSpinSeed(now()),
    otps: [],
    loginFailures: [],
    withdrawals: [],
    plays: [],
    chats: seedChats(now()),
    qrcodes: [],
    giftLinks: [],
    slipChecks: [],
  };
  return withRewardsSeed(base, now(), (phone) => gameAccounts({}, phone));
}
