import type { MockBank } from './types';

/** Thai banks with their codes (plus BCEL for the Laos build). */
export const BANKS: MockBank[] = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
  { code: 'BAAC', nameTH: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEN: 'BAAC' },
  { code: 'KKP', nameTH: 'ธนาคารเกียรตินาคินภัทร', nameEN: 'Kiatnakin Phatra Bank' },
  { code: 'CIMB', nameTH: 'ธนาคารซีไอเอ็มบี ไทย', nameEN: 'CIMB Thai' },
  { code: 'UOB', nameTH: 'ธนาคารยูโอบี', nameEN: 'UOB' },
  { code: 'LHB', nameTH: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEN: 'Land and Houses Bank' },
  { code: 'BCEL', nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL' },
];

export const SOURCES = [
  { code: 'FACEBOOK', description: 'Facebook' },
  { code: 'GOOGLE', description: 'Google' },
  { code: 'LINE', description: 'LINE' },
  { code: 'TIKTOK', description: 'TikTok' },
  { code: 'FRIEND', description: 'เพื่อนแนะนำ' },
  { code: 'OTHER', description: 'อื่น ๆ' },
];

export const SITE_INFO = { name: 'Member Portal', website: 'https://portal.example' };

export const LINE_QR = '/images/line-qr.svg';

export const CONTACT = {
  contactText:
    '<h3>ติดต่อเรา</h3><p>ทีมงานพร้อมดูแล <strong>ตลอด 24 ชั่วโมง</strong> ทุกวัน</p>' +
    '<ul><li>แจ้งปัญหาการฝาก-ถอน</li><li>สอบถามโปรโมชั่นและโบนัส</li></ul>' +
    '<p>เพิ่มเพื่อนทาง LINE ด้วยการสแกน QR ด้านล่าง หรือ <a href="https://line.me/R/ti/p/@memberportal">คลิกที่นี่</a></p>',
  lineLink: 'https://line.me/R/ti/p/@memberportal',
  lineName: '@memberportal',
  lineQR: LINE_QR,
};

export const CONDITIONS = [
  '<h4>เงื่อนไขการใช้งาน</h4><p>สมาชิกต้องมีอายุ <strong>18 ปีขึ้นไป</strong> และใช้ข้อมูลจริงในการสมัคร</p>',
  '<h4>การฝากเงิน</h4><ul><li>ฝากได้จากเบอร์โทรและบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น</li><li>ยอดเงินจะเข้ากระเป๋าภายใน 1 นาที</li><li>อัปโหลดสลิปภายใน 1 ชั่วโมงหลังโอน</li></ul>',
  '<h4>การถอนเงิน</h4><p>ถอนขั้นต่ำและสูงสุดตามที่ระบบกำหนด เงินจะโอนเข้าบัญชีที่ลงทะเบียนเท่านั้น</p>',
  '<h4>โบนัส</h4><p>เมื่อรับโบนัสแล้วต้องทำยอดตามเงื่อนไขก่อนถอน หากยอดเสียถึงเปอร์เซ็นต์ที่กำหนดโบนัสจะสิ้นสุด</p>',
];

export const AGREEMENTS = [
  '<h4>ข้อตกลงการใช้บริการ</h4><p>การใช้บริการถือว่าท่านยอมรับข้อตกลงและเงื่อนไขทั้งหมดของเว็บไซต์</p>',
  '<h4>ความเป็นส่วนตัว</h4><p>เราเก็บข้อมูลเบอร์โทรและบัญชีธนาคารของท่านเพื่อการยืนยันตัวตนและการทำธุรกรรมเท่านั้น</p>',
  '<h4>การเล่นอย่างรับผิดชอบ</h4><p>โปรดกำหนดงบประมาณและเวลาในการเล่น หากต้องการความช่วยเหลือโปรดติดต่อทีมงาน</p>',
];

/** The bonus notice (GET /api/lookup/notice): the bonus modal fills %percentFail% with the bonus's fail percentage. */
export const NOTICE =
  '<p><strong>ประกาศ:</strong> หากทำเทิร์นโอเวอร์ไม่ผ่านเงื่อนไข จะถูกหัก %percentFail% ของโบนัส / <strong>Notice:</strong> if the turnover is not met, %percentFail% of the bonus is deducted.</p>';

export const WITHDRAW_LIMITS = { withdrawMin: 100, withdrawMax: 50000 };

export const DEPOSIT_ACCOUNTS = [
  {
    bankCode: 'KBANK',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '0451234567',
    currency: 'BAHT',
  },
  {
    bankCode: 'SCB',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '4079876543',
    currency: 'BAHT',
  },
  {
    bankCode: 'GSB',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล',
    bankAccountNo: '0201357924',
    currency: 'BAHT',
  },
  {
    bankCode: 'BCEL',
    bankType: 'BANK',
    mode: 'AUTO',
    bankAccountName: 'MEMBER PORTAL CO LTD',
    bankAccountNo: '0101000123456789',
    currency: 'LAK',
  },
  // KBANK in SMS mode and the PAYMENT providers deposit by QR code (deposit issue).
  { bankCode: 'KBANK', bankType: 'BANK', mode: 'SMS', bankAccountName: 'บจก. เมมเบอร์ พอร์ทัล', bankAccountNo: '0451234567', currency: 'BAHT' },
  { bankCode: 'WW', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'PAYTIMZ', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'PAYONEX', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
  { bankCode: 'FP', bankType: 'PAYMENT', mode: 'AUTO', bankAccountName: '', bankAccountNo: '', currency: 'BAHT' },
];

export const WALLET_ACCOUNT_NAME = 'MEMBER PORTAL WALLET';

/** The slip reasons of spec section 8, in catalogue order. */
export const SLIP_REASONS = [
  'UPLOADED_FILE_NOT_EXIST',
  'IMG_SIZE_UNABLE_TO_PROCESS',
  'CANNOT_READ_CROPPED_IMAGE',
  'DEST_ACC_INVALID',
  'SLIP_REFNO_DUPLICATED',
  'UNSTABLE_REFNO_ON_SLIP',
  'TRIPPLE_WRONG_CAPTCHA',
  'INVALID_SLIP',
  'NOT_MATCH',
  'EXPIRED_SLIP',
  'UNKNOW_ERROR',
] as const;
