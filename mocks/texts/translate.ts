import { toCurrency, type Currency } from '@/rules/currency';
import { KIP_PER_BAHT } from '../domain/member-money';
import { langOf, type Localized, type MockLang } from './lang';
import { CHAT_SEED_TEXTS } from './chat-seed';
import { REWARD_TEXTS } from './rewards';
import { SPIN_TEXTS } from './spin';

/**
 * The seed stores each bonus, banner, promotion, wheel and prize text once (mocks/seed-*.ts); these tables
 * give each stored text its th, la and en versions, keyed by the stored text itself. A text the tables do
 * not know (an amount label such as "20 ฿", an imported database) is answered untranslated, with only its
 * amounts in the member's currency and the language's word (inCurrency, inWords). QA's HTML injection replaces
 * a server-HTML field after all this (handlers/utils.ts, serverHtml) and goes out as QA wrote it.
 */
const TEXTS = new Map<string, Localized>([...REWARD_TEXTS, ...SPIN_TEXTS, ...CHAT_SEED_TEXTS]);

export function translate(lang: MockLang, stored: string): string {
  return TEXTS.get(stored)?.[lang] ?? stored;
}

/** Each language's word and sign for baht, and for kip (inWords then writes each sign as a word). */
const KIP_FOR_BAHT: Record<string, string> = { บาท: 'กีบ', ບາດ: 'ກີບ', baht: 'kip', THB: 'LAK', '฿': '₭' };
const AMOUNT_IN_BAHT = /(\d[\d,]*(?:\.\d+)?)(\s*)(บาท|ບາດ|baht|THB|฿)/g;
const BAHT_WORD = /บาท|ບາດ|\bbaht\b|\bTHB\b|฿/g;
const SIGN_BEFORE_BAHT = /฿\s*(\d[\d,]*(?:\.\d+)?)/g;

/** An amount of a text in kip: the baht amount times KIP_PER_BAHT, grouped by thousands. */
const kipAmount = (baht: string) =>
  (Number(baht.replace(/,/g, '')) * KIP_PER_BAHT).toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * The seed's texts name amounts in baht; a member registered in kip reads each amount times KIP_PER_BAHT with
 * each language's word and sign for kip (domain/member-money.ts): "100 บาท" → "100,000 กีบ", "100 baht" →
 * "100,000 kip", "20 ฿" and "฿20" → "20,000 ₭". A baht member reads them as written.
 */
export function inCurrency(text: string, currency: Currency | null): string {
  if (currency !== 'LAK') return text;
  return text
    .replace(SIGN_BEFORE_BAHT, (_, amount: string) => `${kipAmount(amount)} ₭`)
    .replace(
      AMOUNT_IN_BAHT,
      (_, amount: string, space: string, word: string) => `${kipAmount(amount)}${space}${KIP_FOR_BAHT[word]}`,
    )
    .replace(BAHT_WORD, (word) => KIP_FOR_BAHT[word]);
}

/**
 * Each language's word for baht and for kip, the app's money.currency.* (src/locales/GLOSSARY.md, "Money and
 * dates"): an amount is the number, a space, then the word, never a sign (฿, ₭) or a code (THB, LAK).
 */
export const CURRENCY_WORDS: Localized<Record<Currency, string>> = {
  th: { THB: 'บาท', LAK: 'กีบ' },
  la: { THB: 'ບາດ', LAK: 'ກີບ' },
  en: { THB: 'baht', LAK: 'kip' },
};
const SIGN_CURRENCY: Record<string, Currency> = { '฿': 'THB', THB: 'THB', '₭': 'LAK', LAK: 'LAK' };
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`;
/** A sign or code after its amount ("20 ฿", "100THB"), a sign before it ("฿20"), a sign or code on its own. */
const AMOUNT_THEN_SIGN = new RegExp(String.raw`(${NUMBER})\s*(฿|₭|THB|LAK)(?![A-Za-z])`, 'g');
const SIGN_THEN_AMOUNT = new RegExp(String.raw`(฿|₭)\s*(${NUMBER})`, 'g');
const SIGN_ALONE = /฿|₭|\b(?:THB|LAK)\b/g;

/**
 * The last step of every text the mock answers: each amount's sign or code as the language's word, after the
 * number ("20 ฿" → "20 baht" in en, "20 บาท" in th; "20,000 ₭" → "20,000 ກີບ" in la). A text with no sign or
 * code goes out unchanged.
 */
export function inWords(lang: MockLang, text: string): string {
  const word = (sign: string) => CURRENCY_WORDS[lang][SIGN_CURRENCY[sign]];
  return text
    .replace(AMOUNT_THEN_SIGN, (_, amount: string, sign: string) => `${amount} ${word(sign)}`)
    .replace(SIGN_THEN_AMOUNT, (_, sign: string, amount: string) => `${amount} ${word(sign)}`)
    .replace(SIGN_ALONE, word);
}

/** Texts naming an amount without a currency word: their kip versions in each language. */
const KIP_TEXTS = new Map<string, Localized>([
  ['BONUS 50', { th: 'โบนัส 50,000', la: 'ໂບນັດ 50,000', en: 'BONUS 50,000' }],
]);

/**
 * A stored text in one language and currency: translated, in kip for a kip member, then each amount in the
 * language's words (inWords). A described prize ("slice · prize") is read part by part.
 */
function textIn(lang: MockLang, currency: Currency | null, stored: string): string {
  if (stored.includes(' · '))
    return stored
      .split(' · ')
      .map((part) => textIn(lang, currency, part))
      .join(' · ');
  const kip = currency === 'LAK' ? KIP_TEXTS.get(stored)?.[lang] : undefined;
  return inWords(lang, kip ?? inCurrency(translate(lang, stored), currency));
}

/** Stored text → the text one caller reads. */
export type TextsFor = (stored: string) => string;

/** The stored texts as the caller reads them: in the call's language, in the member's currency when they registered with one. */
export function textsFor(request: Request, member: { currency: string | null } | null): TextsFor {
  const lang = langOf(request);
  const currency = toCurrency(member?.currency);
  return (stored) => textIn(lang, currency, stored);
}

const LANGS: MockLang[] = ['th', 'la', 'en'];

/**
 * Whether a text a client sends back (a coupon it received) is the stored text, or the stored text as the mock
 * answers it in any language and currency (textIn).
 */
export function sameText(stored: string, sent: unknown): boolean {
  if (sent === stored) return true;
  return LANGS.some((lang) => [null, 'LAK' as const].some((currency) => textIn(lang, currency, stored) === sent));
}

/** Every stored text the tables translate (the seed test checks each seeded text is among them). */
export const translatedTexts = (): string[] => [...TEXTS.keys()];
