// The one table of the banks members use: the app reads the Lao names and number formats, the mock its bank lookup.

/** How a bank writes an account number: digits per group, joined by hyphens, one grouping per length. */
export type NumberGroups = readonly number[];

export interface Bank {
  code: string;
  /** The Thai name as the server sends it (spec section 3: nameTH); the mock's lookup answers it. */
  nameTH: string;
  /** The English name the mock's lookup sends (an extra of the spec, docs/backend-contract.md). */
  nameEN: string;
  /**
   * The bank's own name in Lao, for a bank of Laos: the spec gives the server no Lao name, so the app carries it.
   * Short form, as the Thai names are (without ມະຫາຊົນ, "public company").
   */
  nameLA?: string;
  /** Kip for a bank of Laos, baht otherwise (src/rules/bank-currency.ts). */
  currency: 'THB' | 'LAK';
  /** The bank's own groupings of its account numbers, when they differ from the 10-digit 3-3-4 of spec section 9. */
  groups?: readonly NumberGroups[];
}

/**
 * Thai banks with their codes, then the banks of Laos. BCEL's 18-digit accounts are grouped 3-2-2-8-3 by their
 * parts: branch, account type, currency (00 kip, 01 dollar, 02 baht), number, suffix, as the published accounts
 * 010110001783790001 (kip) and 010110201783790001 (baht) of one holder show. The 16-digit (4-4-4-4) and 13-digit
 * (4-4-5) groupings are the ones the mock's BCEL numbers are written in.
 */
export const BANKS: readonly Bank[] = [
  { code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank', currency: 'THB' },
  { code: 'SCB', nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank', currency: 'THB' },
  { code: 'KTB', nameTH: 'ธนาคารกรุงไทย', nameEN: 'Krungthai Bank', currency: 'THB' },
  { code: 'BBL', nameTH: 'ธนาคารกรุงเทพ', nameEN: 'Bangkok Bank', currency: 'THB' },
  { code: 'TMB', nameTH: 'ธนาคารทหารไทยธนชาต', nameEN: 'TMBThanachart Bank', currency: 'THB' },
  { code: 'BAY', nameTH: 'ธนาคารกรุงศรีอยุธยา', nameEN: 'Bank of Ayudhya', currency: 'THB' },
  { code: 'GSB', nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank', currency: 'THB' },
  { code: 'BAAC', nameTH: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEN: 'BAAC', currency: 'THB' },
  { code: 'KKP', nameTH: 'ธนาคารเกียรตินาคินภัทร', nameEN: 'Kiatnakin Phatra Bank', currency: 'THB' },
  { code: 'CIMB', nameTH: 'ธนาคารซีไอเอ็มบี ไทย', nameEN: 'CIMB Thai', currency: 'THB' },
  { code: 'UOB', nameTH: 'ธนาคารยูโอบี', nameEN: 'UOB', currency: 'THB' },
  { code: 'LHB', nameTH: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEN: 'Land and Houses Bank', currency: 'THB' },
  {
    code: 'BCEL',
    nameTH: 'ธนาคารการค้าต่างประเทศลาว',
    nameEN: 'BCEL',
    nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ',
    currency: 'LAK',
    groups: [
      [3, 2, 2, 8, 3],
      [4, 4, 4, 4],
      [4, 4, 5],
    ],
  },
  {
    code: 'LDB',
    nameTH: 'ธนาคารพัฒนาลาว',
    nameEN: 'Lao Development Bank',
    nameLA: 'ທະນາຄານພັດທະນາລາວ',
    currency: 'LAK',
  },
  {
    code: 'APB',
    nameTH: 'ธนาคารส่งเสริมการเกษตร',
    nameEN: 'Agricultural Promotion Bank',
    nameLA: 'ທະນາຄານສົ່ງເສີມກະສິກຳ',
    currency: 'LAK',
  },
  {
    code: 'JDB',
    nameTH: 'ธนาคารร่วมพัฒนา',
    nameEN: 'Joint Development Bank',
    nameLA: 'ທະນາຄານຮ່ວມພັດທະນາ',
    currency: 'LAK',
  },
  {
    code: 'LVB',
    nameTH: 'ธนาคารร่วมทุนลาว-เวียด',
    nameEN: 'Lao-Viet Bank',
    nameLA: 'ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ',
    currency: 'LAK',
  },
];

/** The table's entry for a bank code (any case, spaces around ignored), or undefined for a bank it does not know. */
export function findBank(code: string | null | undefined): Bank | undefined {
  const wanted = code?.trim().toUpperCase();
  return wanted ? BANKS.find((bank) => bank.code === wanted) : undefined;
}
