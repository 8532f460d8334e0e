import type { Localized } from './lang';

/** Wheel, slice and prize texts of the seed (mocks/seed-spin.ts): stored text → th, la, en. */

const cash = (amount: number): [string, Localized] => [
  `<p>เงินสด <strong>${amount} บาท</strong> / Cash <strong>${amount} THB</strong>.</p>`,
  {
    th: `<p>เงินสด <strong>${amount} บาท</strong></p>`,
    la: `<p>ເງິນສົດ <strong>${amount} ບາດ</strong></p>`,
    en: `<p>Cash <strong>${amount} baht</strong>.</p>`,
  },
];

export const SPIN_TEXTS: [string, Localized][] = [
  ['Lucky Wheel ลุ้นโชค', { th: 'วงล้อลุ้นโชค', la: 'ວົງລໍ້ລຸ້ນໂຊກ', en: 'Lucky Wheel' }],
  // Slice labels (an amount label, "20 ฿", needs no entry: texts/translate.ts writes its sign as each language's word)
  ['+1 COIN', { th: '+1 เหรียญ', la: '+1 ຫຼຽນ', en: '+1 COIN' }],
  ['GOOD LUCK', { th: 'โชคดีครั้งหน้า', la: 'ໂຊກດີຄັ້ງໜ້າ', en: 'GOOD LUCK' }],
  ['BONUS 50', { th: 'โบนัส 50', la: 'ໂບນັດ 50', en: 'BONUS 50' }],
  // Prize names
  ['เงินสด Cash', { th: 'เงินสด', la: 'ເງິນສົດ', en: 'Cash' }],
  ['เหรียญ Coin', { th: 'เหรียญ', la: 'ຫຼຽນ', en: 'Coin' }],
  ['โบนัส Bonus', { th: 'โบนัส', la: 'ໂບນັດ', en: 'Bonus' }],
  ['ของรางวัล Gift', { th: 'ของรางวัล', la: 'ຂອງລາງວັນ', en: 'Gift' }],
  // Slice and coupon descriptions
  [
    '<p>เงินสด <strong>100 บาท</strong> เข้ากระเป๋าทันที / Cash <strong>100 THB</strong> to your wallet.</p>',
    {
      th: '<p>เงินสด <strong>100 บาท</strong> เข้ากระเป๋าทันที</p>',
      la: '<p>ເງິນສົດ <strong>100 ບາດ</strong> ເຂົ້າກະເປົາທັນທີ</p>',
      en: '<p>Cash <strong>100 baht</strong> to your wallet.</p>',
    },
  ],
  [
    '<p>เหรียญหมุนวงล้อเพิ่ม 1 เหรียญ / One more spin coin.</p>',
    { th: '<p>เหรียญหมุนวงล้อเพิ่ม 1 เหรียญ</p>', la: '<p>ຫຼຽນໝຸນວົງລໍ້ເພີ່ມ 1 ຫຼຽນ</p>', en: '<p>One more spin coin.</p>' },
  ],
  cash(20),
  cash(50),
  cash(5),
  [
    '<p>โบนัสเครดิต <strong>50 บาท</strong> (ทำเทิร์นตามเงื่อนไขโบนัส) / Bonus credit <strong>50 THB</strong> with bonus conditions.</p>',
    {
      th: '<p>โบนัสเครดิต <strong>50 บาท</strong> (ทำเทิร์นตามเงื่อนไขโบนัส)</p>',
      la: '<p>ໂບນັດເຄຣດິດ <strong>50 ບາດ</strong> (ເຮັດເທີນຕາມເງື່ອນໄຂໂບນັດ)</p>',
      en: '<p>Bonus credit <strong>50 baht</strong> with bonus conditions.</p>',
    },
  ],
  [
    '<p>รางวัลใหญ่ เงินสด <strong>500 บาท</strong> / Jackpot: cash <strong>500 THB</strong>.</p>',
    {
      th: '<p>รางวัลใหญ่ เงินสด <strong>500 บาท</strong></p>',
      la: '<p>ລາງວັນໃຫຍ່ ເງິນສົດ <strong>500 ບາດ</strong></p>',
      en: '<p>Jackpot: cash <strong>500 baht</strong>.</p>',
    },
  ],
  [
    '<p>รางวัลที่ยกเลิกแล้ว / A retired prize.</p>',
    { th: '<p>รางวัลที่ยกเลิกแล้ว</p>', la: '<p>ລາງວັນທີ່ຍົກເລີກແລ້ວ</p>', en: '<p>A retired prize.</p>' },
  ],
  [
    '<p>ของรางวัลรับที่หน้าร้าน / A prize collected in person.</p>',
    { th: '<p>ของรางวัลรับที่หน้าร้าน</p>', la: '<p>ຂອງລາງວັນຮັບທີ່ໜ້າຮ້ານ</p>', en: '<p>A prize collected in person.</p>' },
  ],
];
