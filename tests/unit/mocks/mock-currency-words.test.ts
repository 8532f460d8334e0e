import { describe, expect, it } from 'vitest';
import { createSeed } from '@mocks/seed';
import { CURRENCY_WORDS, inWords, textsFor } from '@mocks/texts/translate';
import en from '@/locales/en.json';
import la from '@/locales/la.json';
import th from '@/locales/th.json';

// src/locales/GLOSSARY.md, "Money and dates": an amount is the number, a space, then the currency's word
// (baht/บาท/ບາດ, kip/กีบ/ກີບ), never a sign (฿, ₭) or a code (THB, LAK). The mock's server texts follow it too.

const SIGN_OR_CODE = /฿|₭|THB|LAK/;
const BAHT_WORD = /บาท|ບາດ|baht/;
const KIP_WORD = /กีบ|ກີບ|kip/;

/** Every text the seed stores and the mock answers through textsFor, and the statement line a claimed prize writes. */
function storedTexts(): string[] {
  const db = createSeed();
  const { rewards, spin } = db;
  const texts = [
    ...rewards.bonuses.flatMap((b) => [b.name, ...b.banners.map((x) => x.html)]),
    ...rewards.promotions.flatMap((p) => [p.name, p.description]),
    ...[...rewards.invite.banners, ...rewards.refund.banners].map((b) => b.html),
    spin.wheel.name,
    ...spin.wheel.slices.flatMap((s) => [s.label, s.htmlDescription, s.prizeName, `${s.label} · ${s.prizeName}`]),
    ...spin.coupons.flatMap((c) => [c.sliceLabel, c.htmlDescription, c.prizeName]),
    ...db.statements.flatMap((s) =>
      [s.bonus, s.promotion, s.invite, s.refund, s.luckydraw].map((item) => item?.description),
    ),
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}

const CALLERS = [
  { lang: 'th', header: 'th' },
  { lang: 'la', header: 'lo' },
  { lang: 'en', header: 'en' },
] as const;
const MEMBERS = [
  { name: 'baht member', member: { currency: null }, other: KIP_WORD },
  { name: 'kip member', member: { currency: 'LAK' }, other: BAHT_WORD },
] as const;

describe('the mock writes every amount of its server texts with the currency word', () => {
  const stored = storedTexts();

  it('the seed stores texts with signs and codes (what this test reads through)', () => {
    expect(stored.length).toBeGreaterThan(40);
    expect(stored.filter((text) => SIGN_OR_CODE.test(text)).length).toBeGreaterThan(20);
  });

  for (const { lang, header } of CALLERS)
    for (const { name, member, other } of MEMBERS)
      it(`in ${lang}, to a ${name}: no ฿, ₭, THB or LAK; the member's currency word, never the other`, () => {
        const text = textsFor(new Request('http://mock/api', { headers: { 'Accept-Language': header } }), member);
        const answered = stored.map(text);
        expect(answered.filter((t) => SIGN_OR_CODE.test(t))).toEqual([]);
        expect(answered.filter((t) => other.test(t))).toEqual([]);
        // Each stored text naming an amount still names one, in the member's currency and the caller's language.
        const amounts = stored.filter((t) => SIGN_OR_CODE.test(t) || /บาท/.test(t)).map(text);
        expect(amounts.filter((t) => !t.includes(` ${CURRENCY_WORDS[lang][member.currency ?? 'THB']}`))).toEqual([]);
      });

  it('writes a sign or code after or before its amount as the word after it, and leaves other text alone', () => {
    expect(inWords('en', '20 ฿, 100THB, ฿5 and 20,000 ₭')).toBe('20 baht, 100 baht, 5 baht and 20,000 kip');
    expect(inWords('th', '<strong>1,000.50 LAK</strong>')).toBe('<strong>1,000.50 กีบ</strong>');
    expect(inWords('la', 'THAILAND, LAKE, +1 COIN')).toBe('THAILAND, LAKE, +1 COIN');
  });

  it("the words are the app's own (money.currency.* of the locale files)", () => {
    expect(CURRENCY_WORDS).toEqual({ th: th.money.currency, la: la.money.currency, en: en.money.currency });
  });
});
