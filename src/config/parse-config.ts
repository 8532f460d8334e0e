/**
 * The build settings (VITE_* variables) read into the app's config: pure, with no import.meta, so the build's own
 * plugins (vite-plugins/settings.ts) read them with the same rules as the app.
 */
import { requestTimeoutFrom } from './timeouts';

export type Variant = 'th' | 'laos';
export type Locale = 'th' | 'la' | 'en';
export type QrProvider = 'KBANK' | 'WW' | 'PAYTIMZ' | 'PAYONEX' | 'FP';

export interface AppConfig {
  variant: Variant;
  defaultLocale: Locale;
  /** Exact phone length, or null when no length is checked (Laos). */
  phoneLength: number | null;
  currencies: string[];
  defaultCurrency: string | null;
  apiBaseUrl: string;
  mocksEnabled: boolean;
  chatSocketUrl: string | null;
  qrMinimumOverrides: Partial<Record<QrProvider, number>>;
  firstQuickAmountOverride: number | null;
  /** Fixed key of the client-side AES encryption of card-wallet gift links (spec section 7). */
  giftLinkKey: string;
  gamesOpenInNewTab: boolean;
  /**
   * Whether the member's game password may go to an http (not https) site: the posted login form of joker,
   * slotxo and ufabet, and superslot's link with the password in its query. Off unless the build says so.
   */
  allowHttpGameForms: boolean;
  appName: string;
  appVersion: string;
  /** How long a call waits for its answer (spec: 60 s); a shorter one only for the e2e fault tests' build. */
  requestTimeoutMs: number;
  /** Where field signals (web vitals, contract and script errors, failed money calls) go; null: none are sent. */
  reportUrl: string | null;
  /** Share of page loads that report (0..1). */
  reportSample: number;
}

export const LOCALES: readonly Locale[] = ['th', 'la', 'en'];
export const APP_VERSION = '1.1.14';
/** Default gift-link encryption key (the mocked backend decrypts with the same build setting). */
export const DEFAULT_GIFT_LINK_KEY = 'member-portal-giftlink';
/** Chat socket address the mocked backend answers (used when mocks are on and no URL is set). */
export const MOCK_CHAT_SOCKET_URL = 'wss://chat.mock.local';
export { DEFAULT_REQUEST_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './timeouts';

type Env = Record<string, string | boolean | undefined>;

const text = (env: Env, key: string): string | undefined => {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

function positiveNumber(env: Env, key: string): number | undefined {
  const raw = text(env, key);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${key} must be a non-negative number, got "${raw}"`);
  return value;
}

/** An absolute http(s) URL or a same-origin path; anything else is a mistake worth stopping the build for. */
function reportUrl(env: Env): string | null {
  const raw = text(env, 'VITE_REPORT_URL');
  if (raw === undefined) return null;
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  if (!/^https?:\/\/[^/?#]+/i.test(raw))
    throw new Error(`VITE_REPORT_URL must be an http(s) URL or a /path, got "${raw}"`);
  return raw;
}

function fraction(env: Env, key: string, fallback: number): number {
  const value = positiveNumber(env, key) ?? fallback;
  if (value > 1) throw new Error(`${key} must be between 0 and 1, got "${value}"`);
  return value;
}

/** Parses the build settings; throws a readable error naming the bad key. */
export function parseConfig(env: Env): AppConfig {
  const variantRaw = text(env, 'VITE_VARIANT') ?? 'th';
  if (variantRaw !== 'th' && variantRaw !== 'laos')
    throw new Error(`VITE_VARIANT must be th or laos, got "${variantRaw}"`);
  const variant: Variant = variantRaw;
  const laos = variant === 'laos';

  const localeRaw = text(env, 'VITE_DEFAULT_LOCALE') ?? (laos ? 'la' : 'th');
  if (!LOCALES.includes(localeRaw as Locale))
    throw new Error(`VITE_DEFAULT_LOCALE must be th, la or en, got "${localeRaw}"`);

  const phoneLength = positiveNumber(env, 'VITE_PHONE_LENGTH') ?? (laos ? 0 : 10);
  const currenciesRaw = text(env, 'VITE_CURRENCIES');
  const currencies = currenciesRaw
    ? currenciesRaw
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean)
    : laos
      ? ['LAK', 'BAHT']
      : [];
  const defaultCurrency = text(env, 'VITE_DEFAULT_CURRENCY') ?? currencies[0] ?? null;

  const qrMinimumOverrides: Partial<Record<QrProvider, number>> = {};
  const paytimz = positiveNumber(env, 'VITE_QR_MIN_PAYTIMZ');
  const fp = positiveNumber(env, 'VITE_QR_MIN_FP');
  if (paytimz !== undefined) qrMinimumOverrides.PAYTIMZ = paytimz;
  if (fp !== undefined) qrMinimumOverrides.FP = fp;

  return {
    variant,
    defaultLocale: localeRaw as Locale,
    phoneLength: phoneLength > 0 ? phoneLength : null,
    currencies,
    defaultCurrency: currencies.length ? defaultCurrency : null,
    apiBaseUrl: text(env, 'VITE_API_BASE_URL') ?? '',
    mocksEnabled: text(env, 'VITE_API_MOCKS') !== 'false',
    chatSocketUrl:
      text(env, 'VITE_CHAT_SOCKET_URL') ?? (text(env, 'VITE_API_MOCKS') !== 'false' ? MOCK_CHAT_SOCKET_URL : null),
    qrMinimumOverrides,
    firstQuickAmountOverride: positiveNumber(env, 'VITE_QR_FIRST_QUICK_AMOUNT') ?? null,
    giftLinkKey: text(env, 'VITE_GIFT_LINK_KEY') ?? DEFAULT_GIFT_LINK_KEY,
    gamesOpenInNewTab: text(env, 'VITE_GAMES_NEW_TAB') === 'true',
    allowHttpGameForms: text(env, 'VITE_ALLOW_HTTP_GAME_FORMS') === 'true',
    appName: text(env, 'VITE_APP_NAME') ?? 'Member Portal',
    appVersion: APP_VERSION,
    requestTimeoutMs: requestTimeoutFrom(env),
    reportUrl: reportUrl(env),
    reportSample: fraction(env, 'VITE_REPORT_SAMPLE', 1),
  };
}
