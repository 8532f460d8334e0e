import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dropMockWorker, MOCK_ONLY_PUBLIC_FILES } from '../../../vite-plugins/drop-mock-worker';
import { htmlLang } from '../../../vite-plugins/html-lang';
import { settingsFrom } from '../../../vite-plugins/settings';
import { webManifest } from '../../../vite-plugins/web-manifest';
import { callHook, transformHtml } from './plugin-hooks';

const PAGE = '<html lang="th"><head><title>%APP_NAME%</title></head><body>%APP_NAME%</body></html>';
const LAOS = { VITE_VARIANT: 'laos', VITE_APP_NAME: 'ປະຕູສະມາຊິກ' };

describe('build settings', () => {
  it('default to Thai and the generic name; the Laos variant to Lao (lang tag lo)', () => {
    expect(settingsFrom({})).toMatchObject({ locale: 'th', lang: 'th', appName: 'Member Portal', mocksOff: false });
    expect(settingsFrom(LAOS)).toMatchObject({ locale: 'la', lang: 'lo', appName: LAOS.VITE_APP_NAME });
    expect(settingsFrom({ VITE_DEFAULT_LOCALE: 'en', VITE_API_MOCKS: 'false' })).toMatchObject({
      lang: 'en',
      mocksOff: true,
    });
  });
});

describe('html-lang', () => {
  it("stamps the build's language and app name into index.html", async () => {
    expect(await transformHtml(htmlLang(settingsFrom(LAOS)), PAGE)).toBe(
      `<html lang="lo"><head><title>${LAOS.VITE_APP_NAME}</title></head><body>${LAOS.VITE_APP_NAME}</body></html>`,
    );
    expect(await transformHtml(htmlLang(settingsFrom({})), PAGE)).toContain(
      '<html lang="th"><head><title>Member Portal</title>',
    );
  });
});

describe('the output folder plugins', () => {
  let root = '';
  const build = (files: Record<string, string>) => {
    root = mkdtempSync(path.join(tmpdir(), 'w19-build-'));
    mkdirSync(path.join(root, 'out'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, 'out', name), text);
    return { root, build: { outDir: 'out' } };
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('drop-mock-worker removes the MSW worker and the mock game page from a mocks-off build only', () => {
    const mockOnly = ['mockServiceWorker.js', 'mock-game.html', 'mock-game.js'];
    for (const [env, kept] of [
      [{ VITE_API_MOCKS: 'false' }, false],
      [{}, true],
    ] as const) {
      const plugin = dropMockWorker(settingsFrom(env));
      const files = Object.fromEntries([...mockOnly, 'index.html', 'favicon.svg'].map((name) => [name, '//']));
      callHook(plugin, 'configResolved', {}, build(files));
      callHook(plugin, 'closeBundle', {});
      for (const name of mockOnly) expect(existsSync(path.join(root, 'out', name)), name).toBe(kept);
      expect(existsSync(path.join(root, 'out', 'index.html'))).toBe(true);
      expect(existsSync(path.join(root, 'out', 'favicon.svg'))).toBe(true);
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('names every public/ file only the mocked backend uses (a mock-named file there must be on the list)', () => {
    const mockNamed = readdirSync(path.resolve('public')).filter((name) => /mock/i.test(name));
    expect(mockNamed.sort()).toEqual([...MOCK_ONLY_PUBLIC_FILES].sort());
  });

  it("web-manifest stamps the build's name and language, keeping the rest (icons)", () => {
    const plugin = webManifest(settingsFrom(LAOS));
    const icons = [{ src: '/icon-192.png', sizes: '192x192' }];
    callHook(
      plugin,
      'configResolved',
      {},
      build({ 'manifest.webmanifest': JSON.stringify({ name: 'x', lang: 'th', icons }) }),
    );
    callHook(plugin, 'closeBundle', {});
    const name = LAOS.VITE_APP_NAME;
    expect(JSON.parse(readFileSync(path.join(root, 'out', 'manifest.webmanifest'), 'utf8'))).toEqual({
      name,
      short_name: name,
      description: name,
      lang: 'lo',
      icons,
    });
  });
});
