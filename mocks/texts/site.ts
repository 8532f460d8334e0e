import type { Localized } from './lang';

/** Server HTML of the lookups (contact, conditions, agreements, bonus notice) in th, la and en. */

export const CONTACT_TEXT: Localized = {
  th:
    '<h3>ติดต่อเรา</h3><p>ทีมงานพร้อมดูแล <strong>ตลอด 24 ชั่วโมง</strong> ทุกวัน</p>' +
    '<ul><li>แจ้งปัญหาการฝาก-ถอน</li><li>สอบถามโปรโมชั่นและโบนัส</li></ul>' +
    '<p>เพิ่มเพื่อนทาง LINE ด้วยการสแกน QR ด้านล่าง หรือ <a href="https://line.me/R/ti/p/@memberportal">คลิกที่นี่</a></p>',
  la:
    '<h3>ຕິດຕໍ່ພວກເຮົາ</h3><p>ທີມງານພ້ອມໃຫ້ບໍລິການ <strong>ຕະຫຼອດ 24 ຊົ່ວໂມງ</strong> ທຸກມື້</p>' +
    '<ul><li>ແຈ້ງບັນຫາການຝາກ-ຖອນ</li><li>ສອບຖາມໂປຣໂມຊັນ ແລະ ໂບນັດ</li></ul>' +
    '<p>ເພີ່ມໝູ່ທາງ LINE ໂດຍການສະແກນ QR ຂ້າງລຸ່ມ ຫຼື <a href="https://line.me/R/ti/p/@memberportal">ຄລິກບ່ອນນີ້</a></p>',
  en:
    '<h3>Contact us</h3><p>Our team is here for you <strong>24 hours a day</strong>, every day.</p>' +
    '<ul><li>Deposit and withdrawal problems</li><li>Questions about promotions and bonuses</li></ul>' +
    '<p>Add us on LINE by scanning the QR code below, or <a href="https://line.me/R/ti/p/@memberportal">click here</a>.</p>',
};

export const CONDITIONS: Localized<string[]> = {
  th: [
    '<h4>เงื่อนไขการใช้งาน</h4><p>สมาชิกต้องมีอายุ <strong>18 ปีขึ้นไป</strong> และใช้ข้อมูลจริงในการสมัคร</p>',
    '<h4>การฝากเงิน</h4><ul><li>ฝากได้จากเบอร์โทรและบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น</li><li>ยอดเงินจะเข้ากระเป๋าภายใน 1 นาที</li><li>อัปโหลดสลิปภายใน 1 ชั่วโมงหลังโอน</li></ul>',
    '<h4>การถอนเงิน</h4><p>ถอนขั้นต่ำและสูงสุดตามที่ระบบกำหนด เงินจะโอนเข้าบัญชีที่ลงทะเบียนเท่านั้น</p>',
    '<h4>โบนัส</h4><p>เมื่อรับโบนัสแล้วต้องทำยอดตามเงื่อนไขก่อนถอน หากยอดเสียถึงเปอร์เซ็นต์ที่กำหนดโบนัสจะสิ้นสุด</p>',
  ],
  la: [
    '<h4>ເງື່ອນໄຂການນຳໃຊ້</h4><p>ສະມາຊິກຕ້ອງມີອາຍຸ <strong>18 ປີຂຶ້ນໄປ</strong> ແລະ ໃຊ້ຂໍ້ມູນແທ້ໃນການສະໝັກ</p>',
    '<h4>ການຝາກເງິນ</h4><ul><li>ຝາກໄດ້ຈາກເບີໂທ ແລະ ບັນຊີທະນາຄານທີ່ລົງທະບຽນໄວ້ເທົ່ານັ້ນ</li><li>ຍອດເງິນຈະເຂົ້າກະເປົາພາຍໃນ 1 ນາທີ</li><li>ອັບໂຫຼດສະລິບພາຍໃນ 1 ຊົ່ວໂມງຫຼັງໂອນ</li></ul>',
    '<h4>ການຖອນເງິນ</h4><p>ຖອນຂັ້ນຕ່ຳ ແລະ ສູງສຸດຕາມທີ່ລະບົບກຳນົດ ເງິນຈະໂອນເຂົ້າບັນຊີທີ່ລົງທະບຽນເທົ່ານັ້ນ</p>',
    '<h4>ໂບນັດ</h4><p>ເມື່ອຮັບໂບນັດແລ້ວຕ້ອງເຮັດຍອດຕາມເງື່ອນໄຂກ່ອນຖອນ ຖ້າຍອດເສຍຮອດເປີເຊັນທີ່ກຳນົດ ໂບນັດຈະສິ້ນສຸດ</p>',
  ],
  en: [
    '<h4>Terms of use</h4><p>Members must be <strong>18 years or older</strong> and register with their real details.</p>',
    '<h4>Deposits</h4><ul><li>Deposit only from the registered phone number and bank account</li><li>The money reaches the wallet within 1 minute</li><li>Upload the slip within 1 hour of the transfer</li></ul>',
    '<h4>Withdrawals</h4><p>The minimum and maximum are set by the system; the money goes to the registered account only.</p>',
    '<h4>Bonuses</h4><p>After taking a bonus, meet its turnover before withdrawing; the bonus ends when losses reach its set percentage.</p>',
  ],
};

export const AGREEMENTS: Localized<string[]> = {
  th: [
    '<h4>ข้อตกลงการใช้บริการ</h4><p>การใช้บริการถือว่าท่านยอมรับข้อตกลงและเงื่อนไขทั้งหมดของเว็บไซต์</p>',
    '<h4>ความเป็นส่วนตัว</h4><p>เราเก็บข้อมูลเบอร์โทรและบัญชีธนาคารของท่านเพื่อการยืนยันตัวตนและการทำธุรกรรมเท่านั้น</p>',
    '<h4>การเล่นอย่างรับผิดชอบ</h4><p>โปรดกำหนดงบประมาณและเวลาในการเล่น หากต้องการความช่วยเหลือโปรดติดต่อทีมงาน</p>',
  ],
  la: [
    '<h4>ຂໍ້ຕົກລົງການນຳໃຊ້ບໍລິການ</h4><p>ການນຳໃຊ້ບໍລິການຖືວ່າທ່ານຍອມຮັບຂໍ້ຕົກລົງ ແລະ ເງື່ອນໄຂທັງໝົດຂອງເວັບໄຊ</p>',
    '<h4>ຄວາມເປັນສ່ວນຕົວ</h4><p>ພວກເຮົາເກັບຂໍ້ມູນເບີໂທ ແລະ ບັນຊີທະນາຄານຂອງທ່ານເພື່ອຢືນຢັນຕົວຕົນ ແລະ ເຮັດທຸລະກຳເທົ່ານັ້ນ</p>',
    '<h4>ການຫຼິ້ນຢ່າງມີຄວາມຮັບຜິດຊອບ</h4><p>ກະລຸນາກຳນົດງົບປະມານ ແລະ ເວລາໃນການຫຼິ້ນ ຖ້າຕ້ອງການຄວາມຊ່ວຍເຫຼືອ ກະລຸນາຕິດຕໍ່ທີມງານ</p>',
  ],
  en: [
    '<h4>Terms of service</h4><p>By using the service you accept all the terms and conditions of the website.</p>',
    '<h4>Privacy</h4><p>We keep your phone number and bank account only to verify who you are and to carry out your transactions.</p>',
    '<h4>Responsible play</h4><p>Set yourself a budget and a time limit; if you need help, please contact our team.</p>',
  ],
};

/** The bonus notice (GET /api/lookup/notice): the bonus modal fills %percentFail% with the bonus's fail percentage. */
export const NOTICE: Localized = {
  th: '<p><strong>ประกาศ:</strong> หากทำเทิร์นโอเวอร์ไม่ผ่านเงื่อนไข จะถูกหัก %percentFail% ของโบนัส</p>',
  la: '<p><strong>ແຈ້ງການ:</strong> ຖ້າເຮັດເທີນໂອເວີບໍ່ຜ່ານເງື່ອນໄຂ ຈະຖືກຫັກ %percentFail% ຂອງໂບນັດ</p>',
  en: '<p><strong>Notice:</strong> if the turnover is not met, %percentFail% of the bonus is deducted.</p>',
};
