import { isEnglishName } from '@/rules/bank-account';
import { describe, expect, it } from 'vitest';
import type { GameAccount, WalletResponse } from '@/contract/wallet';
import { HOSTILE_URLS } from '../../support/hostile-urls';
import {
  appLinks,
  autoLoginPath,
  canLaunchOnWeb,
  canTransfer,
  checkBankAccountName,
  detectPlatform,
  groupByCategory,
  launchPlan,
  needsEnglishBankName,
  NONE,
  parseAmount,
  totalBalance,
  validateTransfer,
  validateTransferAll,
  validateWithdraw,
  WALLET,
  withdrawAllAmount,
} from '@/features/wallet/model';

const slot = (partial: Partial<GameAccount>): GameAccount => ({
  category: 'slot',
  code: 'pg',
  name: 'PG',
  logo: '',
  background: '#000',
  isActive: true,
  amount: 0,
  ftWalletSlot: 1,
  web: 'https://games.example/pg',
  android: null,
  ios: null,
  ...partial,
});

const walletOf = (amount: number, slots: GameAccount[]) => ({ wallet: { amount }, slots }) as Pick<WalletResponse, 'wallet' | 'slots'>;
const creds = { username: 'pg345678', password: 'Gp5678x' };

describe('total balance', () => {
  it('is the wallet plus every game account, without float noise', () => {
    expect(totalBalance(walletOf(0.1, [slot({ amount: 0.2 }), slot({ code: 'x', amount: 250.5 })]))).toBe(250.8);
    expect(totalBalance(walletOf(1000, [slot({ amount: 250.5 }), slot({ amount: 40 }), slot({ amount: 120 }), slot({ amount: 75.25 })]))).toBe(
      1485.75,
    );
    expect(totalBalance(walletOf(12, []))).toBe(12);
    expect(totalBalance(undefined)).toBe(0);
  });

  it('withdraw-all takes the whole balance cut to satang', () => {
    expect(withdrawAllAmount(walletOf(100.1, [slot({ amount: 0.2 })]))).toBe(100.3);
  });

  it('groups game accounts into slot, sport and lotto', () => {
    const groups = groupByCategory([slot({ code: 'a' }), slot({ code: 'b', category: 'lotto' }), slot({ code: 'c', category: 'sport' })]);
    expect(groups.slot.map((g) => g.code)).toEqual(['a']);
    expect(groups.sport.map((g) => g.code)).toEqual(['c']);
    expect(groups.lotto.map((g) => g.code)).toEqual(['b']);
  });
});

describe('amount parsing', () => {
  it.each([
    ['10', 10],
    ['1,000.50', 1000.5],
    [' 0.99 ', 0.99],
  ])('reads %j as %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it.each(['', '.', 'abc', '-5', '1e3', '10..0'])('%j is not an amount', (text) => expect(parseAmount(text)).toBeNaN());
});

describe('transfer validation (spec section 5)', () => {
  it('needs both ends selected', () => {
    expect(validateTransfer({ from: NONE, to: 'pg', amount: 10 })?.key).toBe('transfer.selectAccount');
    expect(validateTransfer({ from: WALLET, to: NONE, amount: 10 })?.key).toBe('transfer.selectAccount');
    expect(validateTransferAll(NONE)?.key).toBe('transfer.selectAccount');
    expect(validateTransferAll('pg')).toBeNull();
  });

  it('refuses the same account at both ends', () => {
    expect(validateTransfer({ from: 'pg', to: 'pg', amount: 10 })?.key).toBe('transfer.sameAccount');
  });

  it('needs at least 1 baht: 0.99 fails with the bound, 1 passes', () => {
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 0.99 })).toEqual({ key: 'transfer.minAmount', values: { amount: 1 } });
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 1 })).toBeNull();
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: Number.NaN })?.key).toBe('transfer.minAmount');
    expect(validateTransfer({ from: WALLET, to: 'pg', amount: 1.005 })?.key).toBe('transfer.decimals');
  });

  it('disables the transfer button at 0 or less', () => {
    expect(canTransfer(0)).toBe(false);
    expect(canTransfer(-1)).toBe(false);
    expect(canTransfer(Number.NaN)).toBe(false);
    expect(canTransfer(0.01)).toBe(true);
  });
});

describe('withdraw validation (bounds from the lookup)', () => {
  const limits = { withdrawMin: 100, withdrawMax: 50000 };
  it.each([
    [99.99, 'withdraw.min', 100],
    [100, null, null],
    [50000, null, null],
    [50000.01, 'withdraw.max', 50000],
    [Number.NaN, 'withdraw.min', 100],
  ])('%d -> %s', (amount, key, bound) => {
    const message = validateWithdraw(amount, limits);
    expect(message?.key ?? null).toBe(key);
    expect(message?.values?.amount ?? null).toBe(bound);
  });
});

describe('English bank account names', () => {
  it.each([
    ['SOMCHAI JAIDEE', true],
    ['somchai jaidee', true],
    ['สมหญิง ใจงาม', false],
    ['JOHN 2', false],
    ['O’BRIEN', false],
    ['   ', false],
    ['', false],
  ])('isEnglishName(%j) is %s', (name, latin) => expect(isEnglishName(name)).toBe(latin));

  it('prompts only KTB, TMB and BBL accounts with a non-Latin name', () => {
    expect(needsEnglishBankName({ bankCode: 'KTB', bankAccountName: 'สมหญิง ใจงาม' })).toBe(true);
    expect(needsEnglishBankName({ bankCode: 'TMB', bankAccountName: 'ສົມຊາຍ' })).toBe(true);
    expect(needsEnglishBankName({ bankCode: 'BBL', bankAccountName: 'SOMYING JAINGAM' })).toBe(false);
    expect(needsEnglishBankName({ bankCode: 'KBANK', bankAccountName: 'สมหญิง ใจงาม' })).toBe(false);
    expect(needsEnglishBankName(undefined)).toBe(false);
  });

  it('saves a trimmed, upper-cased English name and refuses anything else', () => {
    expect(checkBankAccountName('  somying   jaingam ')).toEqual({ ok: true, value: 'SOMYING JAINGAM' });
    expect(checkBankAccountName('')).toEqual({ ok: false, message: { key: 'validation.bankNameEnglish' } });
    expect(checkBankAccountName('สมหญิง')).toEqual({ ok: false, message: { key: 'validation.bankNameEnglish' } });
  });
});

describe('launch URL builders, one per game family', () => {
  it('autoLogin games call the API with the username, and the password for the sites that check it', () => {
    expect(launchPlan(slot({ code: 'pg' }), creds)).toEqual({ kind: 'autoLogin', params: { game: 'pg', username: 'pg345678' } });
    expect(autoLoginPath('pg', 'pg345678')).toBe('/api/autoLogin/pg/pg345678');
    expect(launchPlan(slot({ code: 'huayhd', web: null }), creds)).toEqual({
      kind: 'autoLogin',
      params: { game: 'huayhd', username: 'pg345678', password: 'Gp5678x' },
    });
    expect(autoLoginPath('huayhd', 'pg345678', 'Gp5678x')).toBe('/api/autoLogin/huayhd/pg345678/Gp5678x');
    for (const code of ['betflix', 'askmebet', 'imi', 'usun', 'areaslot', 'circus', 'slotracha', 'pgslot', 'joker2']) {
      expect(launchPlan(slot({ code }), creds).kind).toBe('autoLogin');
    }
    expect(autoLoginPath('pg', 'a/b', 'p w')).toBe('/api/autoLogin/pg/a%2Fb/p%20w');
  });

  it('joker, slotxo and ufabet post a login form to the game site, with the form-state fields', () => {
    expect(launchPlan(slot({ code: 'joker', web: 'https://games.example/joker' }), creds)).toEqual({
      kind: 'form',
      action: 'https://games.example/joker',
      fields: { username: 'pg345678', password: 'Gp5678x' },
    });
    const ufabet = launchPlan(slot({ code: 'ufabet', web: 'https://games.example/ufabet' }), {
      ...creds,
      event: { __EVENTTARGET: 'btnLogin', __VIEWSTATE: 'vs' },
    });
    expect(ufabet).toMatchObject({ kind: 'form', fields: { __EVENTTARGET: 'btnLogin', __VIEWSTATE: 'vs', username: 'pg345678' } });
    expect(launchPlan(slot({ code: 'slotxo', web: 'https://x.example/' }), creds).kind).toBe('form');
  });

  it('superslot carries the credentials in the query of its link', () => {
    const plan = launchPlan(slot({ code: 'superslot', web: 'https://games.example/superslot?lang=th' }), { username: 'u 1', password: 'p&2' });
    expect(plan.kind).toBe('link');
    const url = new URL(plan.kind === 'link' ? plan.url : '');
    expect(url.origin + url.pathname).toBe('https://games.example/superslot');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'th', username: 'u 1', password: 'p&2' });
  });

  it('other games open their web link; without one there is nothing to launch on the web', () => {
    expect(launchPlan(slot({ code: 'other', web: 'https://games.example/other' }), creds)).toEqual({
      kind: 'link',
      url: 'https://games.example/other',
    });
    expect(launchPlan(slot({ code: 'lottovip', web: null }), creds)).toEqual({ kind: 'none' });
    expect(canLaunchOnWeb(slot({ code: 'lottovip', web: null }))).toBe(false);
    expect(canLaunchOnWeb(slot({ code: 'huayhd', web: null }))).toBe(true);
  });

  it('refuses a hostile web link in every family that uses one (form, query link, plain link)', () => {
    for (const code of ['joker', 'slotxo', 'ufabet', 'superslot', 'other']) {
      const launched = HOSTILE_URLS.filter(({ url }) => url.trim() !== '' && launchPlan(slot({ code, web: url }), creds).kind !== 'refused');
      expect(launched.map(({ what }) => `${code}: ${what}`)).toEqual([]);
    }
  });

  it('posts login forms to https sites; http only with the build setting', () => {
    const joker = slot({ code: 'joker', web: 'http://games.example/joker' });
    expect(launchPlan(joker, creds)).toEqual({ kind: 'refused' });
    expect(launchPlan(joker, creds, { allowHttpForms: true })).toMatchObject({ kind: 'form', action: 'http://games.example/joker' });
    // plain links may be http (the member opens the site, no password is posted)
    expect(launchPlan(slot({ code: 'other', web: 'http://games.example/o' }), creds)).toEqual({ kind: 'link', url: 'http://games.example/o' });
  });

  it('superslot keeps a same-origin path a path', () => {
    expect(launchPlan(slot({ code: 'superslot', web: '/play/superslot' }), creds)).toEqual({
      kind: 'link',
      url: '/play/superslot?username=pg345678&password=Gp5678x',
    });
  });

  it('app links the gate refuses keep their place without a URL', () => {
    const links = appLinks({ android: 'javascript:alert(1)', ios: 'itms-apps://apps.apple.com/app/id1' }, 'desktop');
    expect(links).toEqual([
      { platform: 'android', url: null },
      { platform: 'ios', url: 'itms-apps://apps.apple.com/app/id1' },
    ]);
  });

  it('app links follow the platform', () => {
    const game = { android: 'https://apps.example/a.apk', ios: 'https://apps.example/i.ipa' };
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('desktop');
    expect(appLinks(game, 'android').map((l) => l.platform)).toEqual(['android']);
    expect(appLinks(game, 'ios').map((l) => l.platform)).toEqual(['ios']);
    expect(appLinks(game, 'desktop').map((l) => l.platform)).toEqual(['android', 'ios']);
    expect(appLinks({ android: null, ios: null }, 'desktop')).toEqual([]);
  });
});
