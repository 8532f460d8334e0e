import type { Localized } from './lang';

/** Bonus, promotion, invite and refund texts of the seed (mocks/seed-rewards.ts): stored text → th, la, en. */
export const REWARD_TEXTS: [string, Localized][] = [
  // Bonus names and banners
  [
    'โบนัสสมาชิกใหม่ 100 บาท / Welcome bonus 100 THB',
    { th: 'โบนัสสมาชิกใหม่ 100 บาท', la: 'ໂບນັດສະມາຊິກໃໝ່ 100 ບາດ', en: 'Welcome bonus 100 baht' },
  ],
  [
    '<p><strong>รับ 100 บาท</strong> ครั้งเดียว / <strong>100 THB</strong> once.</p>',
    {
      th: '<p><strong>รับ 100 บาท</strong> ครั้งเดียว</p>',
      la: '<p><strong>ຮັບ 100 ບາດ</strong> ຄັ້ງດຽວ</p>',
      en: '<p><strong>100 baht</strong> once.</p>',
    },
  ],
  [
    'โบนัสรายวัน 20 บาท / Daily bonus 20 THB',
    { th: 'โบนัสรายวัน 20 บาท', la: 'ໂບນັດລາຍວັນ 20 ບາດ', en: 'Daily bonus 20 baht' },
  ],
  [
    '<p>รับได้วันละ 2 ครั้ง / Twice a day.</p>',
    { th: '<p>รับได้วันละ 2 ครั้ง</p>', la: '<p>ຮັບໄດ້ມື້ລະ 2 ຄັ້ງ</p>', en: '<p>Twice a day.</p>' },
  ],
  [
    '<p>เล่นได้ทุกเกม / Every game counts.</p>',
    { th: '<p>เล่นได้ทุกเกม</p>', la: '<p>ຫຼິ້ນໄດ້ທຸກເກມ</p>', en: '<p>Every game counts.</p>' },
  ],
  [
    'โบนัสรายสัปดาห์ 50 บาท / Weekly bonus 50 THB',
    { th: 'โบนัสรายสัปดาห์ 50 บาท', la: 'ໂບນັດລາຍອາທິດ 50 ບາດ', en: 'Weekly bonus 50 baht' },
  ],
  [
    '<p>สัปดาห์ละ 1 ครั้ง / Once a week.</p>',
    { th: '<p>สัปดาห์ละ 1 ครั้ง</p>', la: '<p>ອາທິດລະ 1 ຄັ້ງ</p>', en: '<p>Once a week.</p>' },
  ],
  ['แฟลชโบนัส 30 บาท / Flash bonus 30 THB', { th: 'แฟลชโบนัส 30 บาท', la: 'ແຟລຊໂບນັດ 30 ບາດ', en: 'Flash bonus 30 baht' }],
  [
    '<p>จำนวนจำกัด / Limited quota.</p>',
    { th: '<p>จำนวนจำกัด</p>', la: '<p>ຈຳນວນຈຳກັດ</p>', en: '<p>Limited quota.</p>' },
  ],
  // Promotions
  [
    'โปรปีใหม่ 100 บาท / New year promo 100 THB',
    { th: 'โปรปีใหม่ 100 บาท', la: 'ໂປຣປີໃໝ່ 100 ບາດ', en: 'New year promo 100 baht' },
  ],
  [
    '<p>รับเครดิต <strong>100 บาท</strong> ทำเทิร์น 3 เท่า / <strong>100 THB</strong> credit, 3x turnover.</p>',
    {
      th: '<p>รับเครดิต <strong>100 บาท</strong> ทำเทิร์น 3 เท่า</p>',
      la: '<p>ຮັບເຄຣດິດ <strong>100 ບາດ</strong> ເຮັດເທີນ 3 ເທົ່າ</p>',
      en: '<p><strong>100 baht</strong> credit, 3x turnover.</p>',
    },
  ],
  [
    'โปรหน้าร้อน 50 บาท / Summer promo 50 THB',
    { th: 'โปรหน้าร้อน 50 บาท', la: 'ໂປຣລະດູຮ້ອນ 50 ບາດ', en: 'Summer promo 50 baht' },
  ],
  [
    '<p>รับเครดิต <strong>50 บาท</strong> / <strong>50 THB</strong> credit.</p>',
    {
      th: '<p>รับเครดิต <strong>50 บาท</strong></p>',
      la: '<p>ຮັບເຄຣດິດ <strong>50 ບາດ</strong></p>',
      en: '<p><strong>50 baht</strong> credit.</p>',
    },
  ],
  // Statement descriptions (mocks/seed-statements.ts and the rules that credit rewards)
  [
    'โบนัสสมาชิกใหม่ 50% / New member bonus 50%',
    { th: 'โบนัสสมาชิกใหม่ 50%', la: 'ໂບນັດສະມາຊິກໃໝ່ 50%', en: 'New member bonus 50%' },
  ],
  [
    'โปรโมชั่น WELCOME100 / Promo code WELCOME100',
    { th: 'โค้ดโปรโมชั่น WELCOME100', la: 'ລະຫັດໂປຣໂມຊັນ WELCOME100', en: 'Promo code WELCOME100' },
  ],
  ['โบนัสชวนเพื่อน / Invite bonus', { th: 'โบนัสชวนเพื่อน', la: 'ໂບນັດຊວນໝູ່', en: 'Referral bonus' }],
  ['คืนยอดเสีย 5% / Loss refund 5%', { th: 'คืนยอดเสีย 5%', la: 'ຄືນຍອດເສຍ 5%', en: 'Loss refund 5%' }],
  ['จบโบนัส / Bonus finished', { th: 'จบโบนัส', la: 'ຈົບໂບນັດ', en: 'Bonus finished' }],
  ['โบนัสรายวัน 10% / Daily bonus 10%', { th: 'โบนัสรายวัน 10%', la: 'ໂບນັດລາຍວັນ 10%', en: 'Daily bonus 10%' }],
  // Invite and refund banners
  [
    '<p>ชวนเพื่อนสมัคร รับโบนัสทุกวัน / Invite friends, earn every day.</p>',
    {
      th: '<p>ชวนเพื่อนสมัคร รับโบนัสทุกวัน</p>',
      la: '<p>ຊວນໝູ່ສະໝັກ ຮັບໂບນັດທຸກມື້</p>',
      en: '<p>Invite friends, earn every day.</p>',
    },
  ],
  [
    '<p>รับ 5% ของยอดฝาก และ 10% ของยอดเสีย / 5% of deposits and 10% of losses.</p>',
    {
      th: '<p>รับ 5% ของยอดฝาก และ 10% ของยอดเสีย</p>',
      la: '<p>ຮັບ 5% ຂອງຍອດຝາກ ແລະ 10% ຂອງຍອດເສຍ</p>',
      en: '<p>5% of deposits and 10% of losses.</p>',
    },
  ],
  [
    '<p>คืนยอดเสีย 5% / 5% loss refund.</p>',
    { th: '<p>คืนยอดเสีย 5%</p>', la: '<p>ຄືນຍອດເສຍ 5%</p>', en: '<p>5% loss refund.</p>' },
  ],
  [
    '<p>รับได้ทุกวัน ขั้นต่ำ 1 บาท / Any day, from 1 THB.</p>',
    { th: '<p>รับได้ทุกวัน ขั้นต่ำ 1 บาท</p>', la: '<p>ຮັບໄດ້ທຸກມື້ ຂັ້ນຕ່ຳ 1 ບາດ</p>', en: '<p>Any day, from 1 baht.</p>' },
  ],
];
