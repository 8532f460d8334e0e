import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '@/lib/i18n';
import { placeName, SOURCE_WORDS, type PlaceNames } from '@/lib/place-names';

const NAMES: PlaceNames = {
  banks: [{ code: 'KBANK', nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikorn Bank' }],
  games: [{ code: 'huayhd', name: 'Huay HD' }],
};
const name = (code: string, locale = 'en') => placeName(code, NAMES, i18next.t, locale);

describe('the names of the places money moves between', () => {
  it('names the wallet and every source code with the receipt’s words, in the member’s language', async () => {
    await changeLocale('la');
    expect(name('WALLET', 'la')).toBe('ກະເປົາເງິນ');
    expect(name('SLIP', 'la')).toBe('ສະລິບ');
    await changeLocale('en');
    expect(Object.keys(SOURCE_WORDS).map((code) => name(code))).toEqual([
      'Slip',
      'Bonus',
      'Promo code',
      'Loss refund',
      'Referral bonus',
      'Spin wheel',
      'Card wallet',
      'Bank transfer notice',
    ]);
  });

  it('names banks from the bank lookup in the language (Thai name in Thai) and games from the wallet, any case', async () => {
    await changeLocale('th');
    expect(name('KBANK', 'th')).toBe('ธนาคารกสิกรไทย');
    expect(name('HUAYHD', 'th')).toBe('Huay HD');
    await changeLocale('en');
    expect(name('kbank')).toBe('Kasikorn Bank');
    expect(name('QR-KBANK')).toBe('QR code: Kasikorn Bank');
    expect(name('QR-PAYONEX')).toBe('QR code: PAYONEX');
  });

  it('a code nobody names shows as sent, never upper-cased or dropped', async () => {
    await changeLocale('en');
    expect(name('newGame')).toBe('newGame');
  });
});
