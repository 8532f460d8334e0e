import { describe, expect, it } from 'vitest';
import { appLinkUrl, chatButtonUrl, contentLinkUrl, imageUrl, mediaUrl, navigableUrl, webUrl } from '@/rules/url';

// Each case is refused (or kept) by one layer of the gate alone, so that layer is held on its own: the
// hostile corpus (url.test.ts) is refused by several layers at once.

describe('the decoded start of a path: what a second decoding step would read', () => {
  it.each([
    ['/&#x2f;evil.example', 'a hex entity'],
    ['/&#x2f/evil.example', 'a hex entity without its semicolon'],
    ['/&#47/evil.example', 'a decimal entity without its semicolon'],
    ['/&sol/evil.example', 'a named entity without its semicolon'],
    ['/%20/evil.example', 'an encoded blank between the slashes'],
    ['/%2525252F/evil.example', 'four layers of percent encoding'],
  ])('%j is refused: %s hides a second slash', (raw) => {
    expect(navigableUrl(raw)).toBeNull();
    expect(imageUrl(raw)).toBeNull();
  });

  it('&#0; reads as U+FFFD (as in HTML), so it hides no slash; a code point past U+10FFFF does not break the gate', () => {
    expect(navigableUrl('/&#0;/help')).toBe('/&#0;/help');
    expect(navigableUrl('/a&#x110000;b')).toBe('/a&#x110000;b');
    expect(navigableUrl('/a&#1114112;b')).toBe('/a&#1114112;b');
  });

  it('a same-origin path starts with exactly one slash; relative and encoded starts are refused', () => {
    expect(navigableUrl('/user//')).toBe('/user//');
    expect(navigableUrl('page.html')).toBeNull();
    expect(imageUrl('images/a.png')).toBeNull();
    expect(navigableUrl('%2Fuser')).toBeNull();
  });
});

describe('absolute URLs', () => {
  it.each(['https://user:pw@games.example/', 'https://user@games.example/', 'https://:pw@games.example/'])(
    '%j is refused: a user or password part disguises the host',
    (raw) => expect(webUrl(raw)).toBeNull(),
  );

  it('a URL that does not parse is refused without an error', () => {
    expect(webUrl('https://a b.example/')).toBeNull();
  });

  it('forbidden characters refuse a whole URL, but only the head of a data: URL is scanned (an uploaded file)', () => {
    expect(webUrl(`https://games.example/${'a'.repeat(300)}\u200b`)).toBeNull();
    const upload = `data:image/png,${'a'.repeat(300)}\\`;
    expect(imageUrl(upload)).toBe(upload);
    expect(imageUrl(`data:image/png,\\${'a'.repeat(300)}`)).toBeNull();
  });

  it('blob: URLs of an http(s) page only', () => {
    expect(mediaUrl('blob:https://portal.example/0f8e')).toBe('blob:https://portal.example/0f8e');
    expect(mediaUrl('blob:ftp://portal.example/1')).toBeNull();
    expect(mediaUrl('blob:null/1')).toBeNull();
    expect(mediaUrl('blob:https://a b.example/1')).toBeNull();
    expect(mediaUrl('blob:https:/x?https://portal.example')).toBeNull();
  });
});

describe('app links', () => {
  it('http(s) links on both platforms', () => {
    expect(appLinkUrl('http://apps.example/x', 'ios')).toBe('http://apps.example/x');
    expect(appLinkUrl('https://apps.example/x', 'ios')).toBe('https://apps.example/x');
    expect(appLinkUrl('http://apps.example/x.apk', 'android')).toBe('http://apps.example/x.apk');
  });

  it('an enterprise install only as itms-services://?action=download-manifest with an https manifest', () => {
    const manifest = 'action=download-manifest&url=https://apps.example/m.plist';
    expect(appLinkUrl(`foo://?${manifest}`, 'ios')).toBeNull();
    expect(appLinkUrl(`itms-services://host?${manifest}`, 'ios')).toBeNull();
    expect(appLinkUrl(`itms-services://host/?x=itms-services://?&${manifest}`, 'ios')).toBeNull();
    expect(appLinkUrl('itms-services://?action=download-manifest&url=http://apps.example/m.plist', 'ios')).toBeNull();
  });
});

describe('chat call buttons and links in server HTML', () => {
  it('a call button number is at most 64 characters as sent, tel: only as a prefix', () => {
    const padded = `0812345678${' '.repeat(54)}`;
    expect(padded).toHaveLength(64);
    expect(chatButtonUrl('call', padded)).toBe('tel:0812345678');
    expect(chatButtonUrl('call', `${padded} `)).toBeNull();
    expect(chatButtonUrl('call', ' tel:0812345678 ')).toBe('tel:0812345678');
    expect(chatButtonUrl('call', '081tel:2345678')).toBeNull();
  });

  it('fragments, mailto: and tel: links are read whole', () => {
    expect(contentLinkUrl(' #top ')).toBe('#top');
    expect(contentLinkUrl('javascript:x#top')).toBeNull();
    expect(contentLinkUrl('mailto:help@example.com"onmouseover=x')).toBeNull();
    expect(contentLinkUrl('tel:081-234-5678')).toBe('tel:0812345678');
  });
});
