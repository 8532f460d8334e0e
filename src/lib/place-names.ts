import type { TFunction } from 'i18next';
import { bankName, type BankNames } from '@/rules/bank-name';

/**
 * The one table of names for the codes the server writes where money comes from or goes to (a statement entry's
 * `from` and `to`): the member's wallet, the sources of the mock and backend, banks and games. Words come from the
 * receipt's vocabulary (receipt.wallet, receipt.source.*), so the statement and the receipts name a thing alike.
 */

/** Server codes of a money source, each with its receipt.source word. */
export const SOURCE_WORDS: Readonly<Record<string, string>> = {
  SLIP: 'slip',
  BONUS: 'bonus',
  PROMOTION: 'promotion',
  REFUND: 'refund',
  INVITE: 'inviteBonus',
  LUCKYDRAW: 'spinWheel',
  TRUEWALLET: 'cardWallet',
  MANUAL: 'manual',
};

/** A deposit by QR code names its provider after this prefix ("QR-KBANK"). */
const QR_PREFIX = 'QR-';

/** The bank and game names the app already reads: the bank lookup and the wallet's game accounts. */
export interface PlaceNames {
  banks: readonly ({ code: string } & BankNames)[];
  games: readonly { code: string; name: string }[];
}

/** No names yet (their lookups still loading): every code shows as sent. */
export const NO_PLACE_NAMES: PlaceNames = { banks: [], games: [] };

function lookupName(code: string, names: PlaceNames, locale: string): string | null {
  const upper = code.toUpperCase();
  const bank = names.banks.find((b) => b.code.toUpperCase() === upper);
  if (bank) return bankName(bank, locale, bank.code);
  const game = names.games.find((g) => g.code.toUpperCase() === upper);
  return game?.name.trim() || null;
}

/**
 * A place as the member reads it: "Wallet", "Slip", "Kasikorn Bank", "PG Soft", "QR code: Kasikorn Bank". A code
 * nobody named (a new source of the backend) shows as sent: the statement never invents a word for it.
 */
export function placeName(code: string, names: PlaceNames, t: TFunction, locale: string): string {
  const trimmed = code.trim();
  const upper = trimmed.toUpperCase();
  if (upper === 'WALLET') return t('receipt.wallet');
  const word = SOURCE_WORDS[upper];
  if (word) return t(`receipt.source.${word}`);
  if (upper.startsWith(QR_PREFIX)) {
    const provider = trimmed.slice(QR_PREFIX.length);
    return `${t('receipt.source.qr')}: ${lookupName(provider, names, locale) ?? provider}`;
  }
  return lookupName(trimmed, names, locale) ?? trimmed;
}
