import type { Localized, MockLang } from './lang';
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

/** Whether a text a client sends back (a coupon it received) is the stored text in any of its languages. */
export function sameText(stored: string, sent: unknown): boolean {
  if (sent === stored) return true;
  const versions = TEXTS.get(stored);
  return !!versions && Object.values(versions).includes(sent as string);
}

/** Every stored text the tables translate (the seed test checks each seeded text is among them). */
export const translatedTexts = (): string[] => [...TEXTS.keys()];
