import { describe, expect, it } from 'vitest';
import { bankName } from '@/rules/bank-name';

const kbank = { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank' };

describe('bankName', () => {
  it('is nameTH in Thai and nameEN in Lao and English', () => {
    expect(bankName(kbank, 'th')).toBe('ธนาคารกสิกรไทย');
    expect(bankName(kbank, 'la')).toBe('Kasikorn Bank');
    expect(bankName(kbank, 'en')).toBe('Kasikorn Bank');
  });

  it('falls back to the other name when one is missing or blank', () => {
    expect(bankName({ nameTH: 'ธนาคารกรุงไทย' }, 'en')).toBe('ธนาคารกรุงไทย');
    expect(bankName({ nameTH: 'ธนาคารกรุงไทย', nameEN: '  ' }, 'la')).toBe('ธนาคารกรุงไทย');
    expect(bankName({ nameTH: '', nameEN: 'Krungthai Bank' }, 'th')).toBe('Krungthai Bank');
    expect(bankName({ nameTH: null, nameEN: 'Krungthai Bank' }, 'th')).toBe('Krungthai Bank');
  });

  it('is the fallback (the bank code) when there is no name at all', () => {
    expect(bankName({ nameTH: '', nameEN: '' }, 'en', 'KTB')).toBe('KTB');
    expect(bankName(undefined, 'th', 'KTB')).toBe('KTB');
    expect(bankName({}, 'th')).toBe('');
  });
});
