import type { Localized, MockLang } from './lang';

/** The scripted chat agent's words in th, la and en (mocks/domain/chat-agent-script.ts). Keywords stay English. */
const AGENT = {
  menu: {
    th: 'สวัสดีค่ะ ฉันคือผู้ช่วยฝ่ายบริการ เลือกสิ่งที่ต้องการดูได้เลย:',
    la: 'ສະບາຍດີ! ຂ້ອຍແມ່ນຜູ້ຊ່ວຍຝ່າຍບໍລິການ ເລືອກສິ່ງທີ່ຕ້ອງການເບິ່ງ:',
    en: 'Hi! I am the support assistant. Pick what you would like to see:',
  },
  buttons: { th: 'วันนี้ให้เราช่วยอะไรดีคะ?', la: 'ມື້ນີ້ໃຫ້ພວກເຮົາຊ່ວຍຫຍັງດີ?', en: 'How can we help you today?' },
  helpCentre: { th: 'เปิดศูนย์ช่วยเหลือ', la: 'ເປີດສູນຊ່ວຍເຫຼືອ', en: 'Open help centre' },
  callSupport: { th: 'โทรหาฝ่ายบริการ', la: 'ໂທຫາຝ່າຍບໍລິການ', en: 'Call support' },
  talkToAgent: { th: 'คุยกับเจ้าหน้าที่', la: 'ລົມກັບພະນັກງານ', en: 'Talk to an agent' },
  showCard: { th: 'แสดงการ์ด', la: 'ສະແດງບັດ', en: 'Show me a card' },
  unsafeLink: { th: 'ลิงก์ไม่ปลอดภัย (ถูกบล็อก)', la: 'ລິ້ງບໍ່ປອດໄພ (ຖືກບລັອກ)', en: 'Unsafe link (blocked)' },
  quick: { th: 'ตอบคำถามของคุณแล้วหรือยังคะ?', la: 'ຕອບຄຳຖາມຂອງທ່ານແລ້ວບໍ?', en: 'Did this answer your question?' },
  yes: { th: 'ใช่ ขอบคุณ', la: 'ແມ່ນແລ້ວ ຂອບໃຈ', en: 'Yes, thanks' },
  noMenu: { th: 'ไม่ใช่ ขอดูเมนู', la: 'ບໍ່ ຂໍເບິ່ງເມນູ', en: 'No, show the menu' },
  welcomeTitle: { th: 'โบนัสต้อนรับ', la: 'ໂບນັດຕ້ອນຮັບ', en: 'Welcome bonus' },
  welcomeSubtitle: {
    th: 'รับ 50% จากยอดฝากแรกวันนี้',
    la: 'ຮັບ 50% ຈາກຍອດຝາກທຳອິດມື້ນີ້',
    en: 'Get 50% on your first deposit today.',
  },
  claimBonus: { th: 'รับโบนัส', la: 'ຮັບໂບນັດ', en: 'Claim bonus' },
  readTerms: { th: 'อ่านเงื่อนไข', la: 'ອ່ານເງື່ອນໄຂ', en: 'Read the terms' },
  inviteTitle: { th: 'ชวนเพื่อน', la: 'ຊວນໝູ່', en: 'Invite friends' },
  inviteSubtitle: {
    th: 'รับโบนัสจากเพื่อนทุกคนที่เล่น',
    la: 'ຮັບໂບນັດຈາກໝູ່ທຸກຄົນທີ່ຫຼິ້ນ',
    en: 'Earn a bonus for every friend who plays.',
  },
  tellMore: { th: 'ขอรายละเอียดเพิ่ม', la: 'ຂໍລາຍລະອຽດເພີ່ມ', en: 'Tell me more' },
  claimNoted: {
    th: 'รับเรื่องขอโบนัสต้อนรับแล้ว จะแสดงในหน้าโบนัสในไม่ช้า',
    la: 'ຮັບເລື່ອງຂໍໂບນັດຕ້ອນຮັບແລ້ວ ຈະສະແດງໃນໜ້າໂບນັດໃນບໍ່ຊ້າ',
    en: 'Your welcome bonus claim is noted. It will show on your bonus page shortly.',
  },
  agentSoon: {
    th: 'เจ้าหน้าที่จะเข้าร่วมการสนทนาในไม่ช้า เวลารอโดยเฉลี่ย 2 นาที',
    la: 'ພະນັກງານຈະເຂົ້າຮ່ວມການສົນທະນາໃນບໍ່ຊ້າ ເວລາລໍຖ້າສະເລ່ຍ 2 ນາທີ',
    en: 'An agent will join this conversation shortly. Average waiting time is 2 minutes.',
  },
  gotImage: {
    th: 'ขอบคุณค่ะ เราได้รับรูปภาพของคุณแล้ว ทีมงานจะตรวจสอบให้',
    la: 'ຂອບໃຈ ພວກເຮົາໄດ້ຮັບຮູບພາບຂອງທ່ານແລ້ວ ທີມງານຈະກວດສອບໃຫ້',
    en: 'Thanks, we received your image. Our team will check it.',
  },
  gotVideo: {
    th: 'ขอบคุณค่ะ เราได้รับวิดีโอของคุณแล้ว ทีมงานจะตรวจสอบให้',
    la: 'ຂອບໃຈ ພວກເຮົາໄດ້ຮັບວິດີໂອຂອງທ່ານແລ້ວ ທີມງານຈະກວດສອບໃຫ້',
    en: 'Thanks, we received your video. Our team will check it.',
  },
  text: {
    th: 'นี่คือข้อความธรรมดาจากฝ่ายบริการ\nขึ้นบรรทัดใหม่ได้',
    la: 'ນີ້ແມ່ນຂໍ້ຄວາມທຳມະດາຈາກຝ່າຍບໍລິການ\nຂຶ້ນແຖວໃໝ່ໄດ້',
    en: 'This is a plain text message from support.\nIt keeps line breaks.',
  },
  link: {
    th: 'อ่านคู่มือได้ที่ https://example.com/guide หรือ http://example.com/faq ส่วนนี้ไม่ใช่ลิงก์: javascript:alert(1)',
    la: 'ອ່ານຄູ່ມືໄດ້ທີ່ https://example.com/guide ຫຼື http://example.com/faq ສ່ວນນີ້ບໍ່ແມ່ນລິ້ງ: javascript:alert(1)',
    en: 'Read our guide at https://example.com/guide, or http://example.com/faq. This one is not a link: javascript:alert(1)',
  },
  image: { th: 'หน้าจอฝากเงินมีหน้าตาแบบนี้', la: 'ໜ້າຈໍຝາກເງິນມີລັກສະນະແບບນີ້', en: 'Here is how the deposit screen looks.' },
  video: { th: 'วิดีโอแนะนำสั้น ๆ', la: 'ວິດີໂອແນະນຳສັ້ນໆ', en: 'A short video guide.' },
  file: { th: 'คู่มือการฝากเงินแบบไฟล์', la: 'ຄູ່ມືການຝາກເງິນແບບໄຟລ໌', en: 'The deposit guide as a file.' },
  end: {
    th: 'ขอบคุณที่สนทนากับเรา การสนทนานี้ปิดแล้ว',
    la: 'ຂອບໃຈທີ່ສົນທະນາກັບພວກເຮົາ ການສົນທະນານີ້ປິດແລ້ວ',
    en: 'Thank you for chatting with us. This conversation is now closed.',
  },
  fallback: {
    th: 'ขอบคุณสำหรับข้อความค่ะ ทีมงานจะตอบกลับในไม่ช้า พิมพ์ "menu" เพื่อดูสิ่งที่ฉันแสดงได้',
    la: 'ຂອບໃຈສຳລັບຂໍ້ຄວາມ ທີມງານຈະຕອບກັບໃນບໍ່ຊ້າ ພິມ "menu" ເພື່ອເບິ່ງສິ່ງທີ່ຂ້ອຍສະແດງໄດ້',
    en: 'Thanks for your message! A team member will reply soon. Type "menu" to see what I can show you.',
  },
} satisfies Record<string, Localized>;

export type AgentText = keyof typeof AGENT;

/** The agent's words in one language. */
export const agentWords =
  (lang: MockLang) =>
  (key: AgentText): string =>
    AGENT[key][lang];
