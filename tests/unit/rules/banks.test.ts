import { describe, expect, it } from 'vitest';
import { BANKS as MOCK_BANKS } from '@mocks/content';
import { formatBankNumber, maskBankNumber } from '@/rules/bank-account';
import { LAO_BANK_CODES } from '@/rules/bank-currency';
import { bankName, bankOptionLabel } from '@/rules/bank-name';
import { BANKS, findBank } from '@/rules/banks';

// The banks of Laos by their own Lao names (short form, as BCEL's, LDB's and LVB's names are printed in Lao
// government notices: ທະນາຄານການຄ້າຕ່າງປະເທດລາວ, ທະນາຄານພັດທະນາລາວ, ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ; JDB's
// own site: ທະນາຄານຮ່ວມພັດທະນາ; APB: ທະນາຄານສົ່ງເສີມກະສິກຳ).
const LAO_NAMES: [string, string][] = [
  ['BCEL', 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ'],
  ['LDB', 'ທະນາຄານພັດທະນາລາວ'],
  ['APB', 'ທະນາຄານສົ່ງເສີມກະສິກຳ'],
  ['JDB', 'ທະນາຄານຮ່ວມພັດທະນາ'],
  ['LVB', 'ທະນາຄານຮ່ວມທຸລະກິດ ລາວ-ຫວຽດ'],
];
/** BCEL's names as the server's bank lookup sends them (spec fields only). */
const bcel = { code: 'BCEL', nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL' };

describe('the bank table', () => {
  it.each(LAO_NAMES)('in Lao, %s reads %s, found by code in any case', (code, name) => {
    expect(bankName({ code, nameTH: 'ธนาคาร', nameEN: 'Bank' }, 'la')).toBe(name);
    expect(bankName({ nameTH: 'ธนาคาร' }, 'la', ` ${code.toLowerCase()} `)).toBe(name);
  });

  it('in Thai and English BCEL keeps the server’s names', () => {
    expect(bankName(bcel, 'th')).toBe('ธนาคารการค้าต่างประเทศลาว');
    expect(bankName(bcel, 'en')).toBe('BCEL');
  });

  it('a Lao name the server sends comes first', () =>
    expect(bankName({ ...bcel, nameLA: ' ທະນາຄານ ການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ ' }, 'la')).toBe(
      'ທະນາຄານ ການຄ້າຕ່າງປະເທດລາວ ມະຫາຊົນ',
    ));

  it('a bank with no Lao name, or a code the table does not know, reads as before in Lao', () => {
    expect(bankName({ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank' }, 'la')).toBe('Kasikorn Bank');
    expect(bankName({ code: 'MJBL', nameTH: 'ธนาคารมารูฮัน', nameEN: '' }, 'la')).toBe('ธนาคารมารูฮัน');
    expect(bankName({ nameTH: '', nameEN: '' }, 'la', 'MJBL')).toBe('MJBL');
    expect(findBank('MJBL')).toBeUndefined();
  });

  it('a select option names the bank, then its code only when it differs', () => {
    expect(bankOptionLabel(bcel, 'la')).toBe('ທະນາຄານການຄ້າຕ່າງປະເທດລາວ (BCEL)');
    expect(bankOptionLabel(bcel, 'en')).toBe('BCEL');
    expect(bankOptionLabel({ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย' }, 'th')).toBe('ธนาคารกสิกรไทย (KBANK)');
  });

  it('is the list the app knows as Lao banks and the one the mock’s lookup answers', () => {
    expect(LAO_BANK_CODES).toEqual(LAO_NAMES.map(([code]) => code));
    expect(MOCK_BANKS).toBe(BANKS);
  });
});

describe('account numbers grouped and masked as their bank writes them', () => {
  it.each([
    // BCEL's published kip account; its dollar and baht twins differ only in digits 6-7 (00, 01, 02): branch 010,
    // type 11, currency 00, number 01783790, suffix 001, the parts BCEL's hyphens separate.
    ['010110001783790001', 'BCEL', '010-11-00-01783790-001', 'xxx-xx-xx-xxxxxxx0-001'],
    ['0101000987654', 'BCEL', '0101-0009-87654', 'xxxx-xxxx-x7654'],
    ['0101000123456789', 'bcel', '0101-0001-2345-6789', 'xxxx-xxxx-xxxx-6789'],
    // Spec section 9: a 10-digit number 3-3-rest, whatever the bank.
    ['1234567890', 'KBANK', '123-456-7890', 'xxx-xxx-7890'],
    ['1234567890', 'BCEL', '123-456-7890', 'xxx-xxx-7890'],
    // A length the bank's format does not know stays as sent, masked digit by digit (LDB's published kip account).
    ['0302000010004137', 'LDB', '0302000010004137', 'xxxxxxxxxxxx4137'],
    ['010110001783790001', 'KBANK', '010110001783790001', 'xxxxxxxxxxxxxx0001'],
  ])('%s at %s reads %s, masked %s', (number, bank, grouped, masked) => {
    expect(formatBankNumber(number, bank)).toBe(grouped);
    expect(maskBankNumber(number, bank)).toBe(masked);
  });
});
