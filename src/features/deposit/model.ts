import AES from 'crypto-js/aes';
import SHA256 from 'crypto-js/sha256';
import type { AppConfig, QrProvider } from '@/config';
import type { Currency } from '@/rules/currency';
import { QR_PROVIDER_CODES, qrAmounts } from '@/rules/qr-amounts';
import { MAX_FILE_BYTES, MB, slipFileProblem } from '@/rules/uploads';

/** Pure deposit rules (no React): panel kinds, QR amounts and countdown, gift-link payload. */

export const QR_PROVIDERS: readonly QrProvider[] = QR_PROVIDER_CODES;

export function isQrProvider(code: string): code is QrProvider {
  return (QR_PROVIDERS as readonly string[]).includes(code);
}

// ---------------------------------------------------------------------------------------------
// Panels

/** Banks whose AUTO entry is an account panel with slip upload (spec section 2). */
export const SLIP_BANKS = ['SCB', 'KBANK', 'GSB', 'BCEL'] as const;

export interface DepositEntry {
  bankCode: string;
  bankType?: string | null;
  mode?: string | null;
}

export type PanelKind = 'bank' | 'qr' | 'manual' | null;

/**
 * Which panel an entry gets: every entry is a generic account panel in manual mode; otherwise
 * SCB, GSB, BCEL and KBANK in AUTO mode are bank panels, KBANK in SMS mode and PAYMENT providers
 * are QR panels, anything else is not shown.
 */
export function panelKind(entry: DepositEntry, isManual: boolean): PanelKind {
  if (isManual) return 'manual';
  const code = entry.bankCode;
  if (code === 'KBANK') {
    if (entry.mode === 'SMS') return 'qr';
    if (entry.mode === 'AUTO') return 'bank';
    return null;
  }
  if (entry.bankType === 'PAYMENT') return isQrProvider(code) ? 'qr' : null;
  return (SLIP_BANKS as readonly string[]).includes(code) ? 'bank' : null;
}

// ---------------------------------------------------------------------------------------------
// QR amounts

type QrSettings = Pick<AppConfig, 'qrMinimumOverrides' | 'firstQuickAmountOverride'>;

/** Providers whose minimum and first quick amount the build settings may override (baht figures, spec section 5). */
const OVERRIDABLE: readonly QrProvider[] = ['PAYTIMZ', 'FP'];
/** The build settings' overrides are baht amounts: they apply to a baht member's codes only. */
const overridable = (provider: QrProvider, currency: Currency) => currency === 'THB' && OVERRIDABLE.includes(provider);

/**
 * The provider minimum in the member's currency (src/rules/qr-amounts.ts; baht unless named); null for KBANK in
 * baht, which only needs an amount above 0.
 */
export function qrMinimum(provider: QrProvider, settings: QrSettings, currency: Currency = 'THB'): number | null {
  const { minimum } = qrAmounts(provider, currency);
  if (overridable(provider, currency)) return settings.qrMinimumOverrides[provider] ?? minimum;
  return minimum;
}

/**
 * The quick amounts in the member's currency. For PAYTIMZ and FP in baht a minimum override from the build settings
 * also replaces the first quick amount (spec section 5), so tapping it can always create a code; without one, the
 * first-quick-amount setting does, never below the provider minimum.
 */
export function qrQuickAmounts(provider: QrProvider, settings: QrSettings, currency: Currency = 'THB'): number[] {
  const amounts = [...qrAmounts(provider, currency).quick];
  if (!overridable(provider, currency)) return amounts;
  const minimumOverride = settings.qrMinimumOverrides[provider];
  if (minimumOverride !== undefined) amounts[0] = minimumOverride;
  else if (settings.firstQuickAmountOverride !== null)
    amounts[0] = Math.max(settings.firstQuickAmountOverride, qrMinimum(provider, settings, currency) ?? 0);
  return amounts;
}

/** The create button is disabled at or below 0 for KBANK in baht and below the provider minimum otherwise. */
export function qrCreateDisabled(
  provider: QrProvider,
  amount: number,
  settings: QrSettings,
  currency: Currency = 'THB',
): boolean {
  if (!Number.isFinite(amount)) return true;
  const minimum = qrMinimum(provider, settings, currency);
  return minimum === null ? amount <= 0 : amount < minimum;
}

/** A create with an amount below 1 is ignored (no call is made). */
export function qrCreateIgnored(amount: number): boolean {
  return !Number.isFinite(amount) || amount < 1;
}

// ---------------------------------------------------------------------------------------------
// QR countdown: computed from the expiry time, never from a counter

/** The expiry in epoch ms of a code answered at receivedAt with expireIn seconds left. */
export function qrExpiresAt(receivedAtMs: number, expireInSeconds: number): number {
  return receivedAtMs + Math.max(0, expireInSeconds) * 1000;
}

/** Whole seconds left (rounded up, so a fresh 300 s code shows 05:00); 0 once expired. */
export function qrSecondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

export function qrExpired(expiresAtMs: number, nowMs: number): boolean {
  return qrSecondsLeft(expiresAtMs, nowMs) === 0;
}

/** 125 -> "02:05"; minutes keep growing past 99 rather than wrapping. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(safe / 60);
  return `${String(minutes).padStart(2, '0')}:${String(safe % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Gift link (card wallet)

/** Card-wallet deposit minimum shown in the texts (spec section 9): 2 baht, the service's own money. */
export const GIFT_LINK_MINIMUM = 2;

/**
 * The card wallet (TrueMoney gift links) is a Thai service in baht: a member whose money is kip is not offered
 * it, whatever the lookup lists (docs/backend-contract.md). Unknown currency (still loading): offered as listed.
 */
export function offersCardWallet(memberCurrency: Currency | undefined): boolean {
  return memberCurrency !== 'LAK';
}

/** The gift-link form sends only a non-blank link. */
export function giftLinkSendable(link: string): boolean {
  return link.trim() !== '';
}

/** The value sent to POST /api/wallet/truelink: AES("<link>::<walletAccountName>") under the build key. */
export function encryptGiftLink(link: string, walletAccountName: string, key: string): string {
  return AES.encrypt(`${link.trim()}::${walletAccountName}`, key).toString();
}

/** One gift link's intent: the same link for the same account is the same intent, kept as a SHA-256 digest. */
export function giftLinkIntent({ link, walletAccountName }: { link: string; walletAccountName: string }): string {
  return `giftLink:${SHA256(`${link.trim()}::${walletAccountName}`).toString()}`;
}

// ---------------------------------------------------------------------------------------------
// Slips

export const SLIP_ACCEPT = 'image/png,image/jpeg,image/webp';

/** The slip's largest file in whole MB, as the too-large message names it. */
export const SLIP_MAX_MB = MAX_FILE_BYTES.slip / MB;

/** The check before a long upload (src/rules/uploads.ts, the mock's too; the server also checks the bytes). */
export { slipFileProblem };
