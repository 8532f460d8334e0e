import { describe, expect, it } from 'vitest';
import type { GameAccount } from '@/contract/wallet';
import { HOSTILE_URLS } from '@tests/support/hostile-urls';
import { appLinks, autoLoginPath, canLaunchOnWeb, detectPlatform, launchPlan } from '@/features/wallet/model';
import { gameAccount } from '@tests/support/game-account';

const slot = (partial: Partial<GameAccount>) => gameAccount({ web: 'https://games.example/pg', ...partial });

const creds = { username: 'pg345678', password: 'Gp5678x' };

describe('launch URL builders, one per game family', () => {
  it('autoLogin games call the API with the username, and the password for the sites that check it', () => {
    expect(launchPlan(slot({ code: 'pg' }), creds)).toEqual({
      kind: 'autoLogin',
      params: { game: 'pg', username: 'pg345678' },
    });
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
    expect(ufabet).toMatchObject({
      kind: 'form',
      fields: { __EVENTTARGET: 'btnLogin', __VIEWSTATE: 'vs', username: 'pg345678' },
    });
    expect(launchPlan(slot({ code: 'slotxo', web: 'https://x.example/' }), creds).kind).toBe('form');
  });

  it('superslot carries the credentials in the query of its link', () => {
    const plan = launchPlan(slot({ code: 'superslot', web: 'https://games.example/superslot?lang=th' }), {
      username: 'u 1',
      password: 'p&2',
    });
    expect(plan.kind).toBe('queryLogin');
    const url = new URL(plan.kind === 'queryLogin' ? plan.url : '');
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
      const launched = HOSTILE_URLS.filter(
        ({ url }) => url.trim() !== '' && launchPlan(slot({ code, web: url }), creds).kind !== 'refused',
      );
      expect(launched.map(({ what }) => `${code}: ${what}`)).toEqual([]);
    }
  });

  it('posts login forms to https sites; http only with the build setting', () => {
    const joker = slot({ code: 'joker', web: 'http://games.example/joker' });
    expect(launchPlan(joker, creds)).toEqual({ kind: 'refused' });
    expect(launchPlan(joker, creds, { allowHttpForms: true })).toMatchObject({
      kind: 'form',
      action: 'http://games.example/joker',
    });
    // superslot's link carries the password too: the same rule
    const superslot = slot({ code: 'superslot', web: 'http://games.example/superslot' });
    expect(launchPlan(superslot, creds)).toEqual({ kind: 'refused' });
    expect(launchPlan(superslot, creds, { allowHttpForms: true })).toEqual({
      kind: 'queryLogin',
      url: 'http://games.example/superslot?username=pg345678&password=Gp5678x',
    });
    // plain links may be http (the member opens the site, no password is posted)
    expect(launchPlan(slot({ code: 'other', web: 'http://games.example/o' }), creds)).toEqual({
      kind: 'link',
      url: 'http://games.example/o',
    });
  });

  it('superslot keeps a same-origin path a path', () => {
    expect(launchPlan(slot({ code: 'superslot', web: '/play/superslot' }), creds)).toEqual({
      kind: 'queryLogin',
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
