import { describe, expect, it } from 'vitest';
import {
  appLinkUrl,
  chatButtonUrl,
  contentLinkUrl,
  formActionUrl,
  imageUrl,
  MAX_DATA_URL_LENGTH,
  MAX_URL_LENGTH,
  mediaUrl,
  navigableUrl,
  passwordLinkUrl,
  webUrl,
} from '@/rules/url';
import { HOSTILE_URLS } from '@tests/support/hostile-urls';

type Gate = (raw: unknown) => string | null;

/** Every gate (one per sink kind), with the forms it must accept and what it answers for them. */
const GATES: [string, Gate, [string, string][]][] = [
  [
    'webUrl (chat text links, web buttons)',
    webUrl,
    [
      ['https://example.com/help', 'https://example.com/help'],
      ['http://x.test', 'http://x.test/'],
      ['  HTTPS://Example.com/a?b=1#c ', 'https://example.com/a?b=1#c'],
    ],
  ],
  [
    'navigableUrl (game links, autoLogin, LINE, slips)',
    navigableUrl,
    [
      ['https://games.example/pg?x=1', 'https://games.example/pg?x=1'],
      ['http://127.0.0.1:5173/mock-game.html', 'http://127.0.0.1:5173/mock-game.html'],
      ['/images/slips/a.svg', '/images/slips/a.svg'],
      ['https://line.me/R/ti/p/@memberportal', 'https://line.me/R/ti/p/@memberportal'],
    ],
  ],
  [
    'appLinkUrl android',
    (raw) => appLinkUrl(raw, 'android'),
    [
      ['https://apps.example/lottovip.apk', 'https://apps.example/lottovip.apk'],
      ['market://details?id=com.example.lotto', 'market://details?id=com.example.lotto'],
    ],
  ],
  [
    'appLinkUrl ios',
    (raw) => appLinkUrl(raw, 'ios'),
    [
      ['https://apps.apple.com/app/id123', 'https://apps.apple.com/app/id123'],
      ['itms-apps://apps.apple.com/app/id123', 'itms-apps://apps.apple.com/app/id123'],
      [
        'itms-services://?action=download-manifest&url=https://apps.example/m.plist',
        'itms-services://?action=download-manifest&url=https://apps.example/m.plist',
      ],
    ],
  ],
  ['formActionUrl', (raw) => formActionUrl(raw), [['https://games.example/joker', 'https://games.example/joker']]],
  [
    'formActionUrl allowing http',
    (raw) => formActionUrl(raw, { allowHttp: true }),
    [
      ['http://games.example/joker', 'http://games.example/joker'],
      ['https://games.example/ufabet', 'https://games.example/ufabet'],
    ],
  ],
  [
    'imageUrl (banners, logos, slips, cards, server HTML)',
    imageUrl,
    [
      ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png'],
      ['http://x.test/b.svg', 'http://x.test/b.svg'],
      ['/images/banners/a.svg', '/images/banners/a.svg'],
      ['blob:https://x.test/1', 'blob:https://x.test/1'],
      ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
      ['data:image/svg+xml,<svg/>', 'data:image/svg+xml,<svg/>'],
      ['data:image/jpeg;base64,AA', 'data:image/jpeg;base64,AA'],
    ],
  ],
  [
    'mediaUrl (chat media)',
    mediaUrl,
    [
      ['/chat/sample.mp4', '/chat/sample.mp4'],
      ['https://cdn.example.com/v.mp4', 'https://cdn.example.com/v.mp4'],
      ['data:video/mp4;base64,AAAA', 'data:video/mp4;base64,AAAA'],
      ['data:application/pdf;base64,AA', 'data:application/pdf;base64,AA'],
      ['data:text/plain;base64,AA', 'data:text/plain;base64,AA'],
      ['data:image/gif;base64,AA', 'data:image/gif;base64,AA'],
      ['blob:http://localhost:5173/9f', 'blob:http://localhost:5173/9f'],
    ],
  ],
  ['chatButtonUrl web', (raw) => chatButtonUrl('web', raw), [['https://example.com/help', 'https://example.com/help']]],
  [
    'chatButtonUrl call',
    (raw) => chatButtonUrl('call', raw),
    [
      ['+66 2-123-4567', 'tel:+6621234567'],
      ['tel:021234567', 'tel:021234567'],
    ],
  ],
  [
    'contentLinkUrl (links in server HTML)',
    contentLinkUrl,
    [
      ['https://site.test', 'https://site.test/'],
      ['/howto', '/howto'],
      ['#top', '#top'],
      ['mailto:help@example.com', 'mailto:help@example.com'],
      ['tel:021234567', 'tel:021234567'],
    ],
  ],
];

describe.each(GATES)('%s', (_name, gate, accepted) => {
  it('refuses every hostile URL of the corpus', () => {
    const passed = HOSTILE_URLS.filter(({ url }) => gate(url) !== null).map(({ what }) => what);
    expect(passed).toEqual([]);
  });

  it.each(accepted)('accepts %j as %j', (raw, expected) => expect(gate(raw)).toBe(expected));

  it('refuses what is not a string', () => {
    for (const raw of [null, undefined, 42, {}, ['https://x.test']]) expect(gate(raw)).toBeNull();
  });
});

describe('the choices of the gate', () => {
  it('lets no URL over 2048 characters through, and no data: URL over its own cap', () => {
    const fits = `https://x.test/${'a'.repeat(MAX_URL_LENGTH - 15)}`;
    expect(fits).toHaveLength(MAX_URL_LENGTH);
    expect(navigableUrl(fits)).toBe(fits);
    expect(navigableUrl(`${fits}a`)).toBeNull();
    expect(imageUrl(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBeNull();
    const bigImage = `data:image/png;base64,${'A'.repeat(MAX_URL_LENGTH * 2)}`;
    expect(imageUrl(bigImage)).toBe(bigImage);
    expect(imageUrl(`data:image/png;base64,${'A'.repeat(MAX_DATA_URL_LENGTH)}`)).toBeNull();
  });

  it('loads images but never navigates to data: or blob: URLs, and chat media have no SVG', () => {
    expect(navigableUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(navigableUrl('blob:https://x.test/1')).toBeNull();
    expect(mediaUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBeNull();
    expect(imageUrl('data:video/mp4;base64,AAAA')).toBeNull();
  });

  it('chat web links and game forms want a host; plain links may be same-origin paths', () => {
    expect(webUrl('/help')).toBeNull();
    expect(chatButtonUrl('web', '/help')).toBeNull();
    expect(formActionUrl('/login')).toBeNull();
    expect(navigableUrl('/help')).toBe('/help');
  });

  it('posts game forms over https only unless the build allows http', () => {
    expect(formActionUrl('http://games.example/joker')).toBeNull();
    expect(formActionUrl('http://games.example/joker', { allowHttp: false })).toBeNull();
    expect(formActionUrl('http://games.example/joker', { allowHttp: true })).toBe('http://games.example/joker');
  });

  it('sends a password in a link by the same rule as a form: https, http only when the build allows it', () => {
    const link = 'http://games.example/superslot?username=u&password=p';
    expect(passwordLinkUrl(link)).toBeNull();
    expect(passwordLinkUrl(link, { allowHttp: false })).toBeNull();
    expect(passwordLinkUrl(link, { allowHttp: true })).toBe(link);
    expect(passwordLinkUrl('https://games.example/superslot?password=p')).toBe(
      'https://games.example/superslot?password=p',
    );
    // a same-origin path stays on the portal's own origin
    expect(passwordLinkUrl('/play/superslot?password=p')).toBe('/play/superslot?password=p');
    expect(passwordLinkUrl('//games.example/superslot')).toBeNull();
    const refused = HOSTILE_URLS.filter(({ url }) => passwordLinkUrl(url, { allowHttp: true }) !== null);
    expect(refused.map(({ what }) => what)).toEqual([]);
  });

  it('keeps each platform to its own store schemes; no intent: and no custom app schemes', () => {
    expect(appLinkUrl('itms-apps://apps.apple.com/app/id1', 'android')).toBeNull();
    expect(appLinkUrl('market://details?id=x', 'ios')).toBeNull();
    expect(appLinkUrl('itms-services://?action=download-manifest&url=http://apps.example/m.plist', 'ios')).toBeNull();
    expect(appLinkUrl('itms-services://?action=other&url=https://apps.example/m.plist', 'ios')).toBeNull();
    expect(appLinkUrl('intent://details?id=x#Intent;scheme=market;end', 'android')).toBeNull();
    expect(appLinkUrl('lottovip://open', 'android')).toBeNull();
    expect(appLinkUrl('lottovip://open', 'ios')).toBeNull();
  });

  it('dials only plain numbers of 3 to 15 digits', () => {
    for (const bad of ['12', '+1234567890123456', 'tel:12a45', 'javascript:1', '1'.repeat(70)])
      expect(chatButtonUrl('call', bad)).toBeNull();
  });

  it('keeps only simple mailto: and #fragment links in server HTML', () => {
    expect(contentLinkUrl('mailto:a@b.test?subject=Hi')).toBe('mailto:a@b.test?subject=Hi');
    expect(contentLinkUrl('mailto:javascript:alert(1)')).toBeNull();
    expect(contentLinkUrl('#a"b')).toBeNull();
  });
});
