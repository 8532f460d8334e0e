import { describe, expect, it } from 'vitest';
import { langOf } from '@mocks/texts/lang';
import { sameText } from '@mocks/texts/translate';

const asking = (header?: string) =>
  new Request('http://x/api/lookup/contact', { headers: header ? { 'Accept-Language': header } : {} });

describe('the mock reads the language of a call from Accept-Language', () => {
  it('th, lo (the spec la) and en; Thai when the header is missing or names none of them', () => {
    expect(langOf(asking('th'))).toBe('th');
    expect(langOf(asking('lo'))).toBe('la');
    expect(langOf(asking('en'))).toBe('en');
    expect(langOf(asking())).toBe('th');
    expect(langOf(asking('fr, de;q=0.5'))).toBe('th');
  });

  it('takes the first known tag of a browser-style list', () => {
    expect(langOf(asking('lo-LA, en;q=0.8'))).toBe('la');
    expect(langOf(asking('fr-FR, en-US;q=0.7, th;q=0.5'))).toBe('en');
  });
});

describe('a coupon sent back is matched in any language and currency it was answered in', () => {
  it('the stored text, its translations and their kip versions; nothing else', () => {
    expect(sameText('20 ฿', '20 ฿')).toBe(true);
    expect(['20 บาท', '20 ບາດ', '20 baht'].map((sent) => sameText('20 ฿', sent))).toEqual([true, true, true]);
    expect(['20,000 กีบ', '20,000 ກີບ', '20,000 kip'].map((sent) => sameText('20 ฿', sent))).toEqual([true, true, true]);
    expect(sameText('BONUS 50', 'ໂບນັດ 50,000')).toBe(true);
    expect(sameText('เงินสด Cash', 'ເງິນສົດ')).toBe(true);
    expect(sameText('20 ฿', '20 kip')).toBe(false);
    expect(sameText('20 ฿', '50,000 kip')).toBe(false);
  });
});
