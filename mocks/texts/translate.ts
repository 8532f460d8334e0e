import { toCurrency, type Currency } from '@/rules/currency';
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

/** The seed's amounts are written in baht; a member registered in kip reads them in kip (each language's word and sign). */
const IN_KIP: [RegExp, string][] = [
  [/บาท/g, 'กีบ'],
  [/ບາດ/g, 'ກີບ'],
  [/\bTHB\b/g, 'LAK'],
  [/฿/g, '₭'],
];

export function inCurrency(text: string, currency: Currency | null): string {
  return currency === 'LAK' ? IN_KIP.reduce((out, [baht, kip]) => out.replace(baht, kip), text) : text;
}

/** Stored text → the text one caller reads. */
export type TextsFor = (stored: string) => string;

/** The stored texts as the caller reads them: in the call's language, in the member's currency when they registered with one. */
export function textsFor(request: Request, member: { currency: string | null } | null): TextsFor {
  const lang = langOf(request);
  const currency = toCurrency(member?.currency);
  return (stored) => inCurrency(translate(lang, stored), currency);
}

/** Whether a text a client sends back (a coupon it received) is the stored text in any of its languages and currencies. */
export function sameText(stored: string, sent: unknown): boolean {
  const versions = [stored, ...Object.values(TEXTS.get(stored) ?? {})];
  return [...versions, ...versions.map((text) => inCurrency(text, 'LAK'))].includes(sent as string);
}

/** Every stored text the tables translate (the seed test checks each seeded text is among them). */
export const translatedTexts = (): string[] => [...TEXTS.keys()];
