import { describe, expect, it } from 'vitest';
import { toQrView } from '@/features/deposit/api';
import {
  encryptGiftLink,
  formatCountdown,
  giftLinkIntent,
  giftLinkSendable,
  panelKind,
  qrCreateDisabled,
  qrCreateIgnored,
  qrExpired,
  qrExpiresAt,
  qrMinimum,
  qrQuickAmounts,
  qrSecondsLeft,
  SLIP_MAX_MB,
  slipFileProblem,
} from '@/features/deposit/model';
import { decryptGiftLink } from '@mocks/domain/deposit';

const DEFAULTS = { qrMinimumOverrides: {}, firstQuickAmountOverride: null };
const OVERRIDDEN = { qrMinimumOverrides: { PAYTIMZ: 20, FP: 30 }, firstQuickAmountOverride: 25 };

describe('QR minimums and quick amounts per provider', () => {
  it.each([
    ['KBANK', [10, 20, 50, 100, 500, 1000]],
    ['WW', [100, 200, 300, 500, 1000]],
    ['PAYONEX', [100, 200, 300, 500, 1000]],
    ['PAYTIMZ', [10, 50, 100, 500, 1000]],
    ['FP', [10, 50, 100, 500, 1000]],
  ] as const)('%s quick amounts without overrides', (provider, amounts) => {
    expect(qrQuickAmounts(provider, DEFAULTS)).toEqual(amounts);
  });

  it("a PAYTIMZ or FP minimum override also replaces that provider's first quick amount (spec section 5)", () => {
    expect(qrQuickAmounts('PAYTIMZ', OVERRIDDEN)).toEqual([20, 50, 100, 500, 1000]);
    expect(qrQuickAmounts('FP', OVERRIDDEN)).toEqual([30, 50, 100, 500, 1000]);
    expect(qrQuickAmounts('KBANK', OVERRIDDEN)[0]).toBe(10);
    expect(qrQuickAmounts('WW', OVERRIDDEN)[0]).toBe(100);
  });

  it('every first quick amount can create a code, whatever the settings', () => {
    const settings = [
      DEFAULTS,
      OVERRIDDEN,
      { qrMinimumOverrides: { FP: 40 }, firstQuickAmountOverride: 5 },
      { qrMinimumOverrides: {}, firstQuickAmountOverride: 5 },
    ];
    for (const s of settings) {
      for (const provider of ['KBANK', 'WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const) {
        expect(qrCreateDisabled(provider, qrQuickAmounts(provider, s)[0], s), `${provider} ${JSON.stringify(s)}`).toBe(
          false,
        );
      }
    }
    // Without a minimum override the first-quick-amount setting applies, never below the minimum.
    expect(qrQuickAmounts('PAYTIMZ', { qrMinimumOverrides: {}, firstQuickAmountOverride: 25 })[0]).toBe(25);
  });

  it('minimums: WW and PAYONEX 100, PAYTIMZ and FP 10 (overridable), KBANK none', () => {
    expect(qrMinimum('WW', DEFAULTS)).toBe(100);
    expect(qrMinimum('PAYONEX', DEFAULTS)).toBe(100);
    expect(qrMinimum('PAYTIMZ', DEFAULTS)).toBe(10);
    expect(qrMinimum('FP', DEFAULTS)).toBe(10);
    expect(qrMinimum('KBANK', DEFAULTS)).toBeNull();
    expect(qrMinimum('PAYTIMZ', OVERRIDDEN)).toBe(20);
    expect(qrMinimum('FP', OVERRIDDEN)).toBe(30);
    // The overrides never touch the other providers.
    expect(qrMinimum('WW', { ...OVERRIDDEN, qrMinimumOverrides: { WW: 5 } })).toBe(100);
  });

  it.each([
    ['KBANK', 0, true],
    ['KBANK', -5, true],
    ['KBANK', 0.5, false],
    ['KBANK', 1, false],
    ['WW', 99.99, true],
    ['WW', 100, false],
    ['PAYONEX', 99, true],
    ['PAYONEX', 100, false],
    ['PAYTIMZ', 9.99, true],
    ['PAYTIMZ', 10, false],
    ['FP', 9, true],
    ['FP', 10, false],
    ['KBANK', Number.NaN, true],
  ] as const)('%s create disabled at %s: %s', (provider, amount, disabled) => {
    expect(qrCreateDisabled(provider, amount, DEFAULTS)).toBe(disabled);
  });

  it('overridden minimums move the disabled boundary of PAYTIMZ and FP', () => {
    expect(qrCreateDisabled('PAYTIMZ', 19.99, OVERRIDDEN)).toBe(true);
    expect(qrCreateDisabled('PAYTIMZ', 20, OVERRIDDEN)).toBe(false);
    expect(qrCreateDisabled('FP', 29, OVERRIDDEN)).toBe(true);
    expect(qrCreateDisabled('FP', 30, OVERRIDDEN)).toBe(false);
  });

  it('a create below 1 is ignored', () => {
    expect(qrCreateIgnored(0.99)).toBe(true);
    expect(qrCreateIgnored(1)).toBe(false);
    expect(qrCreateIgnored(Number.NaN)).toBe(true);
  });
});

describe('QR countdown from a fixed clock', () => {
  const T0 = Date.UTC(2026, 4, 1, 12, 0, 0);

  it('computes the expiry from expireIn and the time the answer arrived', () => {
    expect(qrExpiresAt(T0, 300)).toBe(T0 + 300_000);
    expect(qrExpiresAt(T0, -3)).toBe(T0);
  });

  it('counts whole seconds down to 0 and is expired exactly at the expiry', () => {
    const expires = qrExpiresAt(T0, 300);
    expect(qrSecondsLeft(expires, T0)).toBe(300);
    expect(qrSecondsLeft(expires, T0 + 1)).toBe(300);
    expect(qrSecondsLeft(expires, T0 + 1000)).toBe(299);
    expect(qrSecondsLeft(expires, T0 + 299_001)).toBe(1);
    expect(qrExpired(expires, T0 + 299_999)).toBe(false);
    expect(qrSecondsLeft(expires, T0 + 300_000)).toBe(0);
    expect(qrExpired(expires, T0 + 300_000)).toBe(true);
    expect(qrSecondsLeft(expires, T0 + 900_000)).toBe(0);
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-4)).toBe('00:00');
  });

  it('stamps the expiry on a live answer only', () => {
    const live = toQrView(
      { qrcodeId: 'qr-1', hasQrcode: true, qrcode: '<img>', amount: 100, expireIn: 120, message: 'SUCCESS' },
      T0,
    );
    expect(live.expiresAt).toBe(T0 + 120_000);
    const none = toQrView(
      { qrcodeId: null, hasQrcode: false, qrcode: null, amount: 0, expireIn: 0, message: 'NO_DATA' },
      T0,
    );
    expect(none.expiresAt).toBeNull();
  });
});

describe('deposit panels by bank code and mode', () => {
  it.each([
    [{ bankCode: 'SCB', bankType: 'BANK', mode: 'AUTO' }, 'bank'],
    [{ bankCode: 'KBANK', bankType: 'BANK', mode: 'AUTO' }, 'bank'],
    [{ bankCode: 'GSB', bankType: 'BANK', mode: 'AUTO' }, 'bank'],
    [{ bankCode: 'BCEL', bankType: 'BANK', mode: 'AUTO' }, 'bank'],
    [{ bankCode: 'KBANK', bankType: 'BANK', mode: 'SMS' }, 'qr'],
    [{ bankCode: 'WW', bankType: 'PAYMENT', mode: 'AUTO' }, 'qr'],
    [{ bankCode: 'PAYTIMZ', bankType: 'PAYMENT', mode: 'AUTO' }, 'qr'],
    [{ bankCode: 'PAYONEX', bankType: 'PAYMENT', mode: 'AUTO' }, 'qr'],
    [{ bankCode: 'FP', bankType: 'PAYMENT', mode: 'AUTO' }, 'qr'],
    [{ bankCode: 'KTB', bankType: 'BANK', mode: 'AUTO' }, null],
    [{ bankCode: 'OTHERPAY', bankType: 'PAYMENT', mode: 'AUTO' }, null],
  ] as const)('%o -> %s', (entry, kind) => {
    expect(panelKind(entry, false)).toBe(kind);
  });

  it('manual mode shows a generic panel for every entry', () => {
    expect(panelKind({ bankCode: 'WW', bankType: 'PAYMENT', mode: 'AUTO' }, true)).toBe('manual');
    expect(panelKind({ bankCode: 'KTB', bankType: 'BANK', mode: 'AUTO' }, true)).toBe('manual');
  });
});

describe('gift link payload', () => {
  const KEY = 'unit-test-key';
  const LINK = 'https://gift.truemoney.com/campaign/?v=250abcdefghijk';

  it('round-trips: encrypted in the client module, decrypted by the mock', () => {
    const payload = encryptGiftLink(`  ${LINK} `, 'MEMBER PORTAL WALLET', KEY);
    expect(payload).not.toContain('gift.truemoney');
    expect(decryptGiftLink(payload, KEY)).toEqual({ link: LINK, accountName: 'MEMBER PORTAL WALLET' });
  });

  it('does not decrypt under another key', () => {
    expect(decryptGiftLink(encryptGiftLink(LINK, 'X', KEY), 'other-key')).toBeNull();
  });

  it('is one intent per link and wallet account, kept as a digest that never holds the link', () => {
    const intent = giftLinkIntent({ link: `  ${LINK} `, walletAccountName: 'MEMBER PORTAL WALLET' });
    expect(intent).toMatch(/^giftLink:[0-9a-f]{64}$/);
    expect(intent).not.toContain('truemoney');
    expect(giftLinkIntent({ link: LINK, walletAccountName: 'MEMBER PORTAL WALLET' })).toBe(intent);
    expect(giftLinkIntent({ link: `${LINK}x`, walletAccountName: 'MEMBER PORTAL WALLET' })).not.toBe(intent);
    expect(giftLinkIntent({ link: LINK, walletAccountName: 'OTHER WALLET' })).not.toBe(intent);
  });

  it('is sendable only when not blank', () => {
    expect(giftLinkSendable('')).toBe(false);
    expect(giftLinkSendable('   ')).toBe(false);
    expect(giftLinkSendable('x')).toBe(true);
  });
});

describe('slip file pre-check', () => {
  it('needs an image file', () => {
    expect(slipFileProblem(null)).toBe('SLIP_NO_FILE');
    expect(slipFileProblem({ type: 'application/pdf', size: 10 })).toBe('SLIP_INVALID_FILE');
    expect(slipFileProblem({ type: 'image/png', size: 0 })).toBe('SLIP_INVALID_FILE');
    expect(slipFileProblem({ type: 'image/png', size: 10 })).toBeNull();
  });

  it('takes PNG, JPEG and WebP only, up to 10 MB = 10 * 1024 * 1024 = 10,485,760 bytes', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'])
      expect(slipFileProblem({ type, size: 10_485_760 }), type).toBeNull();
    expect(slipFileProblem({ type: 'image/png', size: 10_485_761 })).toBe('SLIP_TOO_LARGE');
    // 10,000,001 bytes is under 10 MB: a limit written 10 * 1000 * 1000 refused it.
    expect(slipFileProblem({ type: 'image/jpeg', size: 10_000_001 })).toBeNull();
    for (const type of ['image/gif', 'image/heic', 'image/svg+xml', ''])
      expect(slipFileProblem({ type, size: 10 }), type).toBe('SLIP_INVALID_FILE');
    expect(SLIP_MAX_MB).toBe(10);
  });
});

describe('QR amounts in kip (issue 41, src/rules/qr-amounts.ts)', () => {
  it('a kip member meets the kip minimum and quick amounts, whatever the baht overrides say', () => {
    for (const settings of [DEFAULTS, OVERRIDDEN]) {
      for (const provider of ['PAYONEX', 'KBANK', 'FP'] as const) {
        expect(qrMinimum(provider, settings, 'LAK')).toBe(10_000);
        expect(qrQuickAmounts(provider, settings, 'LAK')).toEqual([10_000, 50_000, 100_000, 500_000, 1_000_000]);
        expect(qrCreateDisabled(provider, 9_999, settings, 'LAK')).toBe(true);
        expect(qrCreateDisabled(provider, 10_000, settings, 'LAK')).toBe(false);
      }
    }
  });

  it('a baht member keeps the spec’s amounts', () => {
    expect(qrMinimum('PAYONEX', DEFAULTS, 'THB')).toBe(100);
    expect(qrQuickAmounts('FP', OVERRIDDEN, 'THB')[0]).toBe(30);
  });
});

describe('deposit inputs at the edges', () => {
  it('a first-quick-amount setting never goes below the provider minimum, nor applies to WW', () => {
    const low = { qrMinimumOverrides: {}, firstQuickAmountOverride: 5 };
    expect(qrQuickAmounts('PAYTIMZ', low)[0]).toBe(10);
    expect(qrQuickAmounts('WW', low)[0]).toBe(100);
  });

  it('counts down whole seconds and lets minutes pass 99', () => {
    expect(formatCountdown(65.7)).toBe('01:05');
    expect(formatCountdown(6000)).toBe('100:00');
  });

  it('takes an image type in any case, and only one that starts with image/', () => {
    expect(slipFileProblem({ type: 'IMAGE/JPEG', size: 10 })).toBeNull();
    expect(slipFileProblem({ type: 'x-image/png', size: 10 })).toBe('SLIP_INVALID_FILE');
  });
});
