import { toCurrency, type Currency } from '@/rules/currency';
import { KIP_PER_BAHT } from '../domain/member-money';
import { langOf, type Localized, type MockLang } from './lang';
import { REWARD_TEXTS } from './rewards';
import { SPIN_TEXTS } from './spin';

/**
 * The seed stores each bonus, banner, promotion, wheel and prize text once (mocks/seed-*.ts); these tables
 * give each stored text its th, la and en versions, keyed by the stored text itself. A text the tables do
 * not know (QA's HTML injection, an imported database) is answered as stored.
 */
const TEXTS = new Map<string, Localized>([...REWARD_TEXTS, ...SPIN_TEXTS]);

export function translate(lang: MockLang, stored: string): string {
  return TEXTS.get(stored)?.[lang] ?? stored;
}

/** Each language's word and sign for baht, and for kip. */
const KIP_FOR_BAHT: Record<string, string> = { บาท: 'กีบ', ບາດ: 'ກີບ', THB: 'LAK', '฿': '₭' };
const AMOUNT_IN_BAHT = /(\d[\d,]*(?:\.\d+)?)(\s*)(บาท|ບາດ|THB|฿)/g;
const BAHT_WORD = /บาท|ບາດ|\bTHB\b|฿/g;

/** An amount of a text in kip: the baht amount times KIP_PER_BAHT, grouped by thousands. */
const kipAmount = (baht: string) =>
  (Number(baht.replace(/,/g, '')) * KIP_PER_BAHT).toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * The seed's texts name amounts in baht; a member registered in kip reads each amount times KIP_PER_BAHT with
 * each language's word and sign for kip (domain/member-money.ts): "100 บาท" → "100,000 กีบ", "20 ฿" → "20,000 ₭".
 * A baht member reads them as written.
 */
export function inCurrency(text: string, currency: Currency | null): string {
  if (currency !== 'LAK') return text;
  return text
    .replace(
      AMOUNT_IN_BAHT,
      (_, amount: string, space: string, word: string) => `${kipAmount(amount)}${space}${KIP_FOR_BAHT[word]}`,
    )
    .replace(BAHT_WORD, (word) => KIP_FOR_BAHT[word]);
}

/** Texts naming an amount without a currency word: their kip versions in each language. */
const KIP_TEXTS = new Map<string, Localized>([
  ['BONUS 50', { th: 'โบนัส 50,000', la: 'ໂບນັດ 50,000', en: 'BONUS 50,000' }],
]);

/** A stored text in one language and currency. A described prize ("slice · prize") is read part by part. */
function textIn(lang: MockLang, currency: Currency | null, stored: string): string {
  if (stored.includes(' · '))
    return stored
      .split(' · ')
      .map((part) => textIn(lang, currency, part))
      .join(' · ');
  const kip = currency === 'LAK' ? KIP_TEXTS.get(stored)?.[lang] : undefined;
  return kip ?? inCurrency(translate(lang, stored), currency);
}

/** Stored text → the text one caller reads. */
export type TextsFor = (stored: string) => string;

/** The stored texts as the caller reads them: in the call's language, in the member's currency when they registered with one. */
export function textsFor(request: Request, member: { currency: string | null } | null): TextsFor {
  const lang = langOf(request);
  const currency = toCurrency(member?.currency);
  return (stored) => textIn(lang, currency, stored);
}

/** Whether a text a client sends back (a coupon it received) is the stored text in any of its languages and currencies. */
export function sameText(stored: string, sent: unknown): boolean {
  const versions = [stored, ...Object.values(TEXTS.get(stored) ?? {})];
  const kip = [...versions.map((text) => inCurrency(text, 'LAK')), ...Object.values(KIP_TEXTS.get(stored) ?? {})];
  return [...versions, ...kip].includes(sent as string);
}

/** Every stored text the tables translate (the seed test checks each seeded text is among them). */
export const translatedTexts = (): string[] => [...TEXTS.keys()];
