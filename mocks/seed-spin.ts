import { makeCoupon } from './domain/spin';
import type { MockSpinSlice, MockSpinState } from './types';

/** The seeded wheel: eight slices with weights (the chance of a slice is its weight over the total). */
export const SEED_WHEEL_SLICES: MockSpinSlice[] = [
  {
    code: 'CASH100',
    label: '100 ฿',
    bgColor: '#0b6e4f',
    textColor: '#ffffff',
    htmlDescription:
      '<p>เงินสด <strong>100 บาท</strong> เข้ากระเป๋าทันที / Cash <strong>100 THB</strong> to your wallet.</p>',
    weight: 6,
    prizeType: 'cash',
    prizeName: 'เงินสด Cash',
    amount: 100,
  },
  {
    code: 'COIN1',
    label: '+1 COIN',
    bgColor: '#ffd43b',
    textColor: '#212529',
    htmlDescription: '<p>เหรียญหมุนวงล้อเพิ่ม 1 เหรียญ / One more spin coin.</p>',
    weight: 14,
    prizeType: 'coin',
    prizeName: 'เหรียญ Coin',
    amount: 1,
  },
  {
    code: 'CASH20',
    label: '20 ฿',
    bgColor: '#1864ab',
    textColor: '#ffffff',
    htmlDescription: '<p>เงินสด <strong>20 บาท</strong> / Cash <strong>20 THB</strong>.</p>',
    weight: 20,
    prizeType: 'cash',
    prizeName: 'เงินสด Cash',
    amount: 20,
  },
  {
    code: 'LUCK',
    label: 'GOOD LUCK',
    bgColor: '#e9ecef',
    textColor: '#212529',
    htmlDescription: '',
    weight: 22,
    prizeType: 'none',
    prizeName: '',
    amount: 0,
  },
  {
    code: 'BONUS50',
    label: 'BONUS 50',
    bgColor: '#862e9c',
    textColor: '#ffffff',
    htmlDescription:
      '<p>โบนัสเครดิต <strong>50 บาท</strong> (ทำเทิร์นตามเงื่อนไขโบนัส) / Bonus credit <strong>50 THB</strong> with bonus conditions.</p>',
    weight: 10,
    prizeType: 'bonus',
    prizeName: 'โบนัส Bonus',
    amount: 50,
  },
  {
    code: 'CASH500',
    label: '500 ฿',
    bgColor: '#c92a2a',
    textColor: '#ffffff',
    htmlDescription: '<p>รางวัลใหญ่ เงินสด <strong>500 บาท</strong> / Jackpot: cash <strong>500 THB</strong>.</p>',
    weight: 2,
    prizeType: 'cash',
    prizeName: 'เงินสด Cash',
    amount: 500,
  },
  {
    code: 'CASH50',
    label: '50 ฿',
    bgColor: '#e8590c',
    textColor: '#ffffff',
    htmlDescription: '<p>เงินสด <strong>50 บาท</strong> / Cash <strong>50 THB</strong>.</p>',
    weight: 12,
    prizeType: 'cash',
    prizeName: 'เงินสด Cash',
    amount: 50,
  },
  {
    code: 'CASH5',
    label: '5 ฿',
    bgColor: '#2b8a3e',
    textColor: '#ffffff',
    htmlDescription: '<p>เงินสด <strong>5 บาท</strong> / Cash <strong>5 THB</strong>.</p>',
    weight: 14,
    prizeType: 'cash',
    prizeName: 'เงินสด Cash',
    amount: 5,
  },
];

/**
 * Fixed start of the prize sequence, so a fresh db always spins the same prizes: CASH20, LUCK, CASH50,
 * CASH5, CASH500, COIN1, ... (tests choose theirs with seedForSlice).
 */
export const SEED_SPIN_RNG = 20260101;

const DAY = 24 * 60 * 60 * 1000;

/**
 * The spin slice of the seed. Member 0812345678 has one open cash coupon; member 0898765432 holds
 * one coupon for each claim failure QA needs to reach: expired, retired prize code, a type that
 * cannot be claimed online, and a bonus prize while a bonus is in progress.
 */
export function createSpinSeed(nowMs: number): MockSpinState {
  const slice = (code: string) => SEED_WHEEL_SLICES.find((s) => s.code === code) as MockSpinSlice;
  return {
    wheel: { _id: 'sw-1', name: 'Lucky Wheel ลุ้นโชค', slices: SEED_WHEEL_SLICES.map((s) => ({ ...s })) },
    rngState: SEED_SPIN_RNG,
    coupons: [
      makeCoupon('cp-seed-1', 'm-1001', slice('CASH20'), nowMs - 2 * DAY),
      makeCoupon('cp-seed-2', 'm-1002', slice('CASH50'), nowMs - 10 * DAY),
      makeCoupon(
        'cp-seed-3',
        'm-1002',
        {
          code: 'CASH1000',
          label: '1,000 ฿',
          htmlDescription: '<p>รางวัลที่ยกเลิกแล้ว / A retired prize.</p>',
          prizeName: 'เงินสด Cash',
          amount: 1000,
          prizeType: 'cash',
        },
        nowMs - DAY,
      ),
      makeCoupon(
        'cp-seed-4',
        'm-1002',
        {
          code: 'COIN1',
          label: 'iPhone',
          htmlDescription: '<p>ของรางวัลรับที่หน้าร้าน / A prize collected in person.</p>',
          prizeName: 'ของรางวัล Gift',
          amount: 1,
          prizeType: 'gift',
        },
        nowMs - DAY,
      ),
      makeCoupon('cp-seed-5', 'm-1002', slice('BONUS50'), nowMs - 3 * 60 * 60 * 1000),
    ],
  };
}
