import type { Localized } from './lang';

/**
 * The seeded chat history's texts (mocks/domain/chat-agent.ts, seedChats), stored in English and answered in the
 * language the request asks for, as the other server texts are (translate.ts).
 */
const question = (n: number): Localized => ({
  th: `คำถามที่ ${n} เรื่องการฝากเงินของฉัน`,
  la: `ຄຳຖາມທີ ${n} ກ່ຽວກັບການຝາກເງິນຂອງຂ້ອຍ`,
  en: `Question ${n} about my deposit`,
});

const answer = (n: number): Localized => ({
  th: `คำตอบที่ ${n}: ดูคู่มือการฝากเงินได้ที่ https://example.com/guide`,
  la: `ຄຳຕອບທີ ${n}: ເບິ່ງຄູ່ມືການຝາກເງິນໄດ້ທີ່ https://example.com/guide`,
  en: `Answer ${n}: please check the deposit guide at https://example.com/guide`,
});

export const SEED_CHAT = {
  question,
  answer,
  closed: {
    th: 'ขอบคุณที่ติดต่อเรา การสนทนานี้ปิดแล้ว',
    la: 'ຂອບໃຈທີ່ຕິດຕໍ່ພວກເຮົາ ການສົນທະນານີ້ປິດແລ້ວ',
    en: 'Thank you for chatting with us. This conversation is now closed.',
  },
  askAgain: {
    th: 'สวัสดีอีกครั้ง การถอนเงินของฉันเสร็จหรือยัง',
    la: 'ສະບາຍດີອີກຄັ້ງ ການຖອນເງິນຂອງຂ້ອຍສຳເລັດແລ້ວບໍ',
    en: 'Hello again, is my withdrawal done?',
  },
  sent: {
    th: 'เรียบร้อยแล้ว โอนเข้าบัญชีธนาคารของคุณแล้ว',
    la: 'ແລ້ວ, ໂອນເຂົ້າບັນຊີທະນາຄານຂອງທ່ານແລ້ວ',
    en: 'Yes, it was sent to your bank account.',
  },
} as const;

/** Each seeded text by its stored (English) form. */
export const CHAT_SEED_TEXTS: [string, Localized][] = [
  ...Array.from({ length: 9 }, (_, i) => [question(i + 1), answer(i + 1)]).flat(),
  SEED_CHAT.closed,
  SEED_CHAT.askAgain,
  SEED_CHAT.sent,
].map((text): [string, Localized] => [text.en, text]);
