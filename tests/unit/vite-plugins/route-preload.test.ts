import { existsSync } from 'node:fs';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filesOf, preloadRoutes, routePreload } from '../../../vite-plugins/route-preload';
import { settingsFrom } from '../../../vite-plugins/settings';
import { START_KEY } from '@/app/first-load/markers';
import { startPage } from '@/app/first-load/head-start';
import { pageShown } from '@/config/paths';
import { QueryLayer } from '@/app/query-layer';
import { createRoutes } from '@/app/router';
import { callHook, chunk, transformHtml } from './plugin-hooks';
import { PRELOAD_DATA } from './preload-data';

/** The full path of every page the route table loads (a route with `lazy` and no children). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const here =
      route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children) return pagePaths(route.children, here);
    return route.lazy ? [here] : [];
  });
}

describe('route preloading follows the route table', () => {
  it('preloads every page the router can open (all but the redirect targets /terminated and not-found)', () => {
    const opened = pagePaths(createRoutes(new QueryLayer())).filter((path) => path !== '/terminated' && path !== '/*');
    expect(opened.length).toBeGreaterThan(8);
    expect(Object.keys(preloadRoutes()).sort()).toEqual(opened.sort());
  });

  it("names each page's shell and page module, as files that exist", () => {
    for (const modules of Object.values(preloadRoutes())) {
      expect(modules).toHaveLength(2);
      modules.forEach((file) => expect(existsSync(file), file).toBe(true));
    }
  });

  it("lists a module's chunk, the chunks it imports and their CSS, leaving out the entry", () => {
    const chunks = [
      chunk('index.js', ['/r/src/main.tsx'], { isEntry: true }),
      chunk('home.js', ['/r/src/app/routes/member-home.tsx'], {
        imports: ['shared.js', 'index.js'],
        css: ['home.css'],
      }),
      chunk('shared.js', ['/r/src/lib/x.ts'], { imports: ['home.js'] }),
    ];
    expect(filesOf(chunks, 'src/app/routes/member-home.tsx')).toEqual(['home.js', 'home.css', 'shared.js']);
    expect(filesOf(chunks, 'src/app/routes/none.tsx')).toEqual([]);
  });
});

describe('the page the guards show for an address (what the head start preloads for)', () => {
  it('sends the member area to its landing page or /login, and any member page without a session to /login', () => {
    expect([pageShown('', true), pageShown('/user', true), pageShown('', false), pageShown('/user', false)]).toEqual([
      '/user/home',
      '/user/home',
      '/login',
      '/login',
    ]);
    expect([pageShown('/user/statement', true), pageShown('/user/statement', false)]).toEqual([
      '/user/statement',
      '/login',
    ]);
    expect([pageShown('/register', false), pageShown('/userx', false)]).toEqual(['/register', '/userx']);
  });
});

describe('route-preload in index.html', () => {
  const PAGE =
    '<head>\n    <link rel="stylesheet" href="/a.css">\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>';

  it("puts the preload script before the entry script, with this build's files by page", async () => {
    const bundle = {
      'index.js': chunk('assets/index.js', ['/r/src/main.tsx'], { isEntry: true, imports: ['assets/app.js'] }),
      'app.js': chunk('assets/app.js', ['/r/src/app/app.tsx']),
      // The query layer, the member shell and what member pages share: one chunk (vite-plugins/chunk-plan.ts).
      'shell.js': chunk(
        'assets/member-shell.js',
        ['/r/src/app/query-layer-route.tsx', '/r/src/app/shells/member-shell.tsx'],
        {
          imports: ['assets/app.js'],
        },
      ),
      'home.js': chunk('assets/member-home.js', ['/r/src/app/routes/member-home.tsx'], {
        imports: ['assets/member-shell.js'],
      }),
      'la.js': chunk('assets/la.js', ['/r/src/locales/la.json?part=startup']),
    };
    const inline = async (_: string, name: string, data?: unknown) => `${name}(${JSON.stringify(data)})`;
    const plugin = routePreload(settingsFrom({ VITE_VARIANT: 'laos' }), inline);
    const out = await transformHtml(plugin, PAGE, bundle);
    // The preload script takes the entry script's place: it adds the entry itself.
    expect(out).not.toContain('<script type="module"');
    const [, script] = /<link rel="stylesheet" href="\/a.css">\n {4}<script>(.*)<\/script>\n<\/head>/s.exec(out) ?? [];
    expect(script).toMatch(/^startPage\(/);
    expect(script).toContain('"entry":"assets/index.js"');
    // The app's and the layer's files once, each page's own by page.
    expect(script).toContain('"/user/home":["assets/member-home.js"]');
    expect(script).toContain('"app":["assets/app.js"]');
    expect(script).toContain('"layer":["assets/member-shell.js"]');
    expect(script).toContain('"la":["assets/la.js"]');
    expect(script).toContain('"fallback":"la"');
    expect(script).not.toContain('firstCalls');
  });

  it("names the first calls' chunk in a build without mocks (a mocked build's calls wait for the mock worker)", async () => {
    const bundle = {
      'index.js': chunk('assets/index.js', ['/r/src/main.tsx'], { isEntry: true }),
      'app.js': chunk('assets/app.js', ['/r/src/app/app.tsx']),
      'first.js': chunk('assets/first-calls.js', ['/r/src/app/first-load/first-calls.ts'], { isEntry: true }),
    };
    const inline = async (_: string, name: string, data?: unknown) => `${name}(${JSON.stringify(data)})`;
    const plugin = routePreload(settingsFrom({ VITE_API_MOCKS: 'false' }), inline);
    expect(await transformHtml(plugin, PAGE, bundle)).toContain('"firstCalls":"assets/first-calls.js"');
    // The first calls are an entry of the build without mocks alone, their export kept for the head start's import.
    const options = (mocks: string) =>
      callHook(routePreload(settingsFrom({ VITE_API_MOCKS: mocks }), inline), 'config', {}, { root: '/r' }) as {
        build?: { rolldownOptions?: { input?: Record<string, string>; preserveEntrySignatures?: string } };
      };
    expect(options('false').build?.rolldownOptions).toEqual({
      input: { index: '/r/index.html', 'first-calls': '/r/src/app/first-load/first-calls.ts' },
      preserveEntrySignatures: 'allow-extension',
    });
    expect(options('true')).toEqual({});
  });

  it('stops the build when index.html has no entry script, or a build without mocks has no first calls', async () => {
    const inline = async () => '';
    const app = chunk('assets/app.js', ['/r/src/app/app.tsx']);
    const mocked = routePreload(settingsFrom({}), inline);
    await expect(transformHtml(mocked, '<head></head>', { 'app.js': app })).rejects.toThrow('no entry script');
    const members = routePreload(settingsFrom({ VITE_API_MOCKS: 'false' }), inline);
    await expect(transformHtml(members, PAGE, { 'app.js': app })).rejects.toThrow('no chunk holds');
  });
});

describe("the page's preload script", () => {
  const DATA = PRELOAD_DATA;
  const holder = window as unknown as Record<string, unknown>;
  const links = () => [
    ...[...document.head.querySelectorAll('link')].map(
      (l) => `${l.rel}${l.as ? `:${l.as}` : ''} ${l.getAttribute('href')}`,
    ),
    ...[...document.head.querySelectorAll('script[src]')].map(
      (s) => `script:${(s as HTMLScriptElement).type} ${s.getAttribute('src')}`,
    ),
  ];
  const open = (path: string) => {
    window.history.replaceState(null, '', path);
    startPage(DATA);
    return links();
  };
  afterEach(() => {
    delete holder[START_KEY];
    document.head.querySelectorAll('link, script[src]').forEach((l) => l.remove());
    window.history.replaceState(null, '', '/');
  });

  it('a visitor opening the member area gets the login page and the startup strings only', () => {
    expect(open('/user/home')).toEqual([
      'modulepreload /b/app.js',
      'modulepreload /b/login.js',
      'modulepreload /b/th-start.js',
      'script:module /b/assets/entry.js',
    ]);
  });

  it('on /login itself the start waits for the prerender script, which finds it under startKey', () => {
    expect(open('/login')).toEqual([]);
    expect(holder[START_KEY]).toMatchObject({ locale: 'th' });
    (holder[START_KEY] as { start: () => void }).start();
    (holder[START_KEY] as { start: () => void }).start();
    // The entry comes after the page's files: asked for first, it runs while they arrive, in more long tasks.
    expect([...document.head.querySelectorAll('script[src], link')].at(-1)).toHaveAttribute(
      'src',
      '/b/assets/entry.js',
    );
    expect(links()).toEqual([
      'modulepreload /b/app.js',
      'modulepreload /b/login.js',
      'modulepreload /b/th-start.js',
      'script:module /b/assets/entry.js',
    ]);
  });

  it("leaves the waiting start with the member's language, or the build's for one it does not have", () => {
    localStorage.setItem('locale', 'la');
    open('/login');
    expect(holder[START_KEY]).toMatchObject({ locale: 'la' });
    localStorage.setItem('locale', 'fr');
    open('/login');
    expect(holder[START_KEY]).toMatchObject({ locale: 'th' });
  });

  it('a waiting start nobody took runs once the page is parsed', () => {
    open('/login');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(links()).toContain('script:module /b/assets/entry.js');
    document.head.querySelectorAll('link, script[src]').forEach((l) => l.remove());
    delete holder[START_KEY];
    open('/login');
    delete holder[START_KEY]; // taken by the prerender script
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(links()).toEqual([]);
  });

  it('/login with a reason line to show starts at once (the prerendered page has no such line)', () => {
    expect(open('/login?reason=expired')).toContain('script:module /b/assets/entry.js');
    expect(holder[START_KEY]).toBeUndefined();
  });

  it("a signed-in member opening / gets the member home, its CSS as a style preload, and all of their language's strings", () => {
    sessionStorage.setItem('token', 't');
    localStorage.setItem('locale', 'la');
    expect(open('/')).toEqual([
      'modulepreload /b/app.js',
      'modulepreload /b/shell.js',
      'preload:style /b/home.css',
      'modulepreload /b/la-all.js',
      'modulepreload /b/layer.js',
      'script:module /b/assets/entry.js',
    ]);
    // In CORS mode, as the chunk loader's stylesheet link asks: otherwise the CSS is fetched a second time.
    expect(document.head.querySelector('link[rel="preload"]')).toHaveAttribute('crossorigin', '');
  });

  it('reads an address with trailing slashes as its page; a page without files of its own preloads the shared ones', () => {
    sessionStorage.setItem('token', 't');
    expect(open('/user/home//')).toEqual([
      'modulepreload /b/app.js',
      'modulepreload /b/shell.js',
      'preload:style /b/home.css',
      'modulepreload /b/th-all.js',
      'modulepreload /b/layer.js',
      'script:module /b/assets/entry.js',
    ]);
    document.head.querySelectorAll('link, script[src]').forEach((l) => l.remove());
    // Not found: the router shows it from the layer's chunk, which every page but /login loads.
    expect(open('/no-such-page')).toEqual([
      'modulepreload /b/app.js',
      'modulepreload /b/th-all.js',
      'modulepreload /b/layer.js',
      'script:module /b/assets/entry.js',
    ]);
  });

  it("makes no API call of its own on any page: every call goes through the app's client", () => {
    const fetchSpy = vi.spyOn(window, 'fetch').mockResolvedValue(new Response('{}'));
    open('/login');
    (holder[START_KEY] as { start: () => void }).start();
    sessionStorage.setItem('token', 't');
    for (const path of ['/user/home', '/user/statement', '/user/spin']) open(path);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("starts a member page's first calls before its other files, through the first calls' chunk", async () => {
    const started: string[] = [];
    const load = vi.fn(async (url: string) => ({
      startFirstCalls: (page: string) => void started.push(`${url} ${page}`),
    }));
    const withCalls = { ...DATA, firstCalls: 'assets/first-calls.js' };
    sessionStorage.setItem('token', 't');
    window.history.replaceState(null, '', '/user/statement');
    startPage(withCalls, load);
    // Asked for before the page's files are even listed: its calls leave while the framework downloads.
    expect(load).toHaveBeenCalledWith('/b/assets/first-calls.js');
    await vi.waitFor(() => expect(started).toEqual(['/b/assets/first-calls.js /user/statement']));
    window.history.replaceState(null, '', '/');
    startPage(withCalls, load);
    await vi.waitFor(() => expect(started).toContain('/b/assets/first-calls.js /user/home'));
  });

  it('starts none on /login, for a visitor, or in a build without them; a chunk that fails to load leaves them to the app', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const withCalls = { ...DATA, firstCalls: 'assets/first-calls.js' };
    window.history.replaceState(null, '', '/user/home');
    startPage(withCalls, load); // a visitor: /login shows
    window.history.replaceState(null, '', '/login?reason=expired');
    startPage(withCalls, load);
    expect(load).not.toHaveBeenCalled();
    sessionStorage.setItem('token', 't');
    window.history.replaceState(null, '', '/user/home');
    startPage(DATA, load);
    expect(load).not.toHaveBeenCalled();
    startPage(withCalls, load);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(links()).toContain('script:module /b/assets/entry.js');
  });
});
