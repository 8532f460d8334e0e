import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { leanAxios, LEFT_OUT } from '../../../vite-plugins/lean-axios';
import { inlineCriticalCss } from '../../../vite-plugins/inline-critical-css';
import { localeParts } from '../../../vite-plugins/locale-parts';
import { APP_STYLES_ID } from '@/lib/app-styles';
import th from '@/locales/th.json';
import { localePart } from '@/locales/sections';
import { callHook, chunk, transformHtml } from './plugin-hooks';

describe('locale-parts', () => {
  it('resolves <file>.json?part=startup|rest to the resolved file with its part, and leaves other ids alone', async () => {
    const plugin = localeParts();
    const resolve = vi.fn(async (id: string) => ({ id: `/abs/${id}` }));
    expect(await callHook(plugin, 'resolveId', { resolve }, 'src/locales/th.json?part=rest', 'main.ts')).toBe(
      '/abs/src/locales/th.json?part=rest',
    );
    expect(await callHook(plugin, 'resolveId', { resolve }, 'src/locales/th.json', 'main.ts')).toBeNull();
    expect(await callHook(plugin, 'resolveId', { resolve }, 'a.json?part=some', 'main.ts')).toBeNull();
  });

  it('loads only the sections of the asked part', () => {
    const file = path.resolve('src/locales/th.json');
    const context = { addWatchFile: vi.fn() };
    const loaded = callHook(localeParts(), 'load', context, `${file}?part=startup`) as {
      code: string;
      moduleType: string;
    };
    expect(loaded.moduleType).toBe('json');
    expect(JSON.parse(loaded.code)).toEqual(localePart(th, 'startup'));
    expect(context.addWatchFile).toHaveBeenCalledWith(file);
    expect(callHook(localeParts(), 'load', context, file)).toBeNull();
  });

  it('loads the whole file as `all`, the two parts in one for a first load of any page but /login', () => {
    const file = path.resolve('src/locales/th.json');
    const loaded = callHook(localeParts(), 'load', { addWatchFile: vi.fn() }, `${file}?part=all`) as { code: string };
    expect(JSON.parse(loaded.code)).toEqual(th);
  });
});

describe('lean-axios', () => {
  const AXIOS = '/n/node_modules/axios/lib';
  it("gives axios's adapter list an empty fetch adapter, and its default export no status table or cancel token", () => {
    const plugin = leanAxios();
    const resolve = (source: string, importer: string) => callHook(plugin, 'resolveId', {}, source, importer);
    const standIn = (source: string, importer: string) => callHook(plugin, 'load', {}, resolve(source, importer));
    expect(standIn('./fetch.js', `${AXIOS}/adapters/adapters.js`)).toContain('export const getFetch = () => false;');
    expect(standIn('./helpers/HttpStatusCode.js', `${AXIOS}/axios.js`)).toBe('export default {};\n');
    expect(standIn('./cancel/CancelToken.js', `${AXIOS}/axios.js`)).toBe('export default undefined;\n');
    expect(LEFT_OUT).toHaveLength(3);
  });

  it('leaves every other import alone', () => {
    const plugin = leanAxios();
    expect(callHook(plugin, 'resolveId', {}, './fetch.js', '/n/src/lib/http.ts')).toBeNull();
    expect(callHook(plugin, 'resolveId', {}, './helpers/HttpStatusCode.js', `${AXIOS}/core/Axios.js`)).toBeNull();
    expect(callHook(plugin, 'resolveId', {}, './cancel/CanceledError.js', `${AXIOS}/axios.js`)).toBeNull();
    expect(callHook(plugin, 'load', {}, '/n/src/lib/http.ts')).toBeNull();
  });
});

describe('inline-critical-css', () => {
  const PAGE = '<head><title>T</title>\n    <link rel="stylesheet" crossorigin href="/assets/index-a.css">\n</head>';

  it('inlines the first-paint rules after the title (dev: no bundle, the stylesheet link stays)', async () => {
    const out = await transformHtml(inlineCriticalCss(), PAGE);
    expect(out).toMatch(/<\/title>\n {4}<style>[^<]+<\/style>/);
    expect(out).toContain('<link rel="stylesheet"');
  });

  it('in a build, swaps the stylesheet link for a script that adds it with the app-styles id', async () => {
    const out = await transformHtml(inlineCriticalCss(), PAGE, { 'a.js': chunk('a.js', []) });
    expect(out).not.toContain('<link rel="stylesheet"');
    expect(out).toContain(`k.id='${APP_STYLES_ID}';k.href="/assets/index-a.css"`);
    await expect(transformHtml(inlineCriticalCss(), '<title>T</title>', { 'a.js': chunk('a.js', []) })).rejects.toThrow(
      /no stylesheet link/,
    );
  });
});
