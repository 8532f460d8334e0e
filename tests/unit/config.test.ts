import { describe, expect, it } from 'vitest';
import { parseConfig } from '@/config';

describe('build settings', () => {
  it('defaults to the Thai build', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      variant: 'th',
      defaultLocale: 'th',
      phoneLength: 10,
      currencies: [],
      defaultCurrency: null,
      apiBaseUrl: '',
      mocksEnabled: true,
      chatSocketUrl: 'wss://chat.mock.local',
      gamesOpenInNewTab: false,
      appVersion: '1.1.14',
      requestTimeoutMs: 60_000,
    });
  });

  it('waits 60 s for an answer unless the build names another time (the e2e fault tests do)', () => {
    expect(parseConfig({ VITE_REQUEST_TIMEOUT_MS: '3000' }).requestTimeoutMs).toBe(3000);
    expect(parseConfig({ VITE_REQUEST_TIMEOUT_MS: '0' }).requestTimeoutMs).toBe(60_000);
    expect(() => parseConfig({ VITE_REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/VITE_REQUEST_TIMEOUT_MS/);
  });

  it('sends no field signals unless the build names a report URL; samples every page load by default', () => {
    expect(parseConfig({})).toMatchObject({ reportUrl: null, reportSample: 1 });
    expect(parseConfig({ VITE_REPORT_URL: ' ' }).reportUrl).toBeNull();
    expect(parseConfig({ VITE_REPORT_URL: 'https://signals.example/r' }).reportUrl).toBe('https://signals.example/r');
    expect(parseConfig({ VITE_REPORT_URL: '/__mock/reports' }).reportUrl).toBe('/__mock/reports');
    for (const bad of ['signals.example', '//signals.example/r', 'javascript:alert(1)', 'ftp://x/r'])
      expect(() => parseConfig({ VITE_REPORT_URL: bad }), bad).toThrow(/VITE_REPORT_URL/);
  });

  it('reads the report sample as a share between 0 and 1', () => {
    expect(parseConfig({ VITE_REPORT_SAMPLE: '0.25' }).reportSample).toBe(0.25);
    expect(parseConfig({ VITE_REPORT_SAMPLE: '0' }).reportSample).toBe(0);
    for (const bad of ['1.5', '-0.1', 'half'])
      expect(() => parseConfig({ VITE_REPORT_SAMPLE: bad }), bad).toThrow(/VITE_REPORT_SAMPLE/);
  });

  it('switches the Laos defaults: la, no phone check, LAK then BAHT', () => {
    const config = parseConfig({ VITE_VARIANT: 'laos' });
    expect(config.defaultLocale).toBe('la');
    expect(config.phoneLength).toBeNull();
    expect(config.currencies).toEqual(['LAK', 'BAHT']);
    expect(config.defaultCurrency).toBe('LAK');
  });

  it('opens a chat socket only with a setting: the mocked one when mocks are on, none when off', () => {
    expect(parseConfig({ VITE_API_MOCKS: 'false' }).chatSocketUrl).toBeNull();
    expect(parseConfig({ VITE_API_MOCKS: 'false', VITE_CHAT_SOCKET_URL: 'wss://chat.example' }).chatSocketUrl).toBe(
      'wss://chat.example',
    );
    expect(parseConfig({}).chatSocketUrl).toBe('wss://chat.mock.local');
  });

  it('turns mocks off only for the exact value false', () => {
    expect(parseConfig({ VITE_API_MOCKS: 'false' }).mocksEnabled).toBe(false);
    expect(parseConfig({ VITE_API_MOCKS: 'true' }).mocksEnabled).toBe(true);
    expect(parseConfig({ VITE_API_MOCKS: '0' }).mocksEnabled).toBe(true);
  });

  it('reads the QR overrides and the embedded-frame setting', () => {
    const config = parseConfig({
      VITE_QR_MIN_PAYTIMZ: '20',
      VITE_QR_MIN_FP: '30',
      VITE_QR_FIRST_QUICK_AMOUNT: '20',
      VITE_GAMES_NEW_TAB: 'true',
      VITE_CHAT_SOCKET_URL: 'wss://chat.example',
    });
    expect(config.qrMinimumOverrides).toEqual({ PAYTIMZ: 20, FP: 30 });
    expect(config.firstQuickAmountOverride).toBe(20);
    expect(config.gamesOpenInNewTab).toBe(true);
    expect(config.chatSocketUrl).toBe('wss://chat.example');
  });

  it('posts game login forms to http sites only when VITE_ALLOW_HTTP_GAME_FORMS is exactly true', () => {
    expect(parseConfig({}).allowHttpGameForms).toBe(false);
    expect(parseConfig({ VITE_ALLOW_HTTP_GAME_FORMS: 'yes' }).allowHttpGameForms).toBe(false);
    expect(parseConfig({ VITE_ALLOW_HTTP_GAME_FORMS: 'true' }).allowHttpGameForms).toBe(true);
  });

  it('names the bad key', () => {
    expect(() => parseConfig({ VITE_VARIANT: 'vn' })).toThrow(/VITE_VARIANT/);
    expect(() => parseConfig({ VITE_DEFAULT_LOCALE: 'fr' })).toThrow(/VITE_DEFAULT_LOCALE/);
    expect(() => parseConfig({ VITE_QR_MIN_FP: 'ten' })).toThrow(/VITE_QR_MIN_FP/);
  });

  it('the shipped .env.laos describes the Laos build', async () => {
    const { readFileSync } = await import('node:fs');
    const env = Object.fromEntries(
      readFileSync('.env.laos', 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => line.split('=', 2) as [string, string]),
    );
    const config = parseConfig(env);
    expect(config.variant).toBe('laos');
    expect(config.defaultLocale).toBe('la');
    expect(config.phoneLength).toBeNull();
    expect(config.defaultCurrency).toBe('LAK');
  });
});
