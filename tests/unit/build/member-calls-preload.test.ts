import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '../../../build/preload-script';
import { routePreload } from '../../../build/route-preload';
import { settingsFrom } from '../../../build/settings';
import { STATEMENT_PAGE_SIZE } from '@/features/statement/page-size';
import { chunk, transformHtml } from './plugin-hooks';
import { PRELOAD_DATA } from './preload-data';

// Spec section 2: on entry, home refreshes every game account after 200 ms, resets the time sync, then loads
// the wallet. On a first load of home, the head script makes those two calls while the app downloads, and on
// home, the spin page and the statement it asks for what the page's first screen shows.
const LOOKUP = 'https://api.example/api/lookup/deposit';
const SPIN = 'https://api.example/api/spinwheel/active';
const SETUP = 'https://api.example/api/spinwheel/setup';
const STATEMENT = 'https://api.example/api/statement';
const CALLS = {
  tags: { th: 'th', la: 'lo' },
  reads: {
    '/user/home': [
      { url: LOOKUP, key: '__currency' },
      { url: SPIN, key: '__spin' },
    ],
    '/user/spin': [{ url: SETUP, key: '__setup' }],
    '/user/statement': [{ url: STATEMENT, key: '__statement', body: { page: 1, limit: 10 } }],
  },
  entry: {
    path: '/user/home',
    delay: 200,
    refresh: 'https://api.example/api/wallet/refresh/slot',
    wallet: 'https://api.example/api/wallet',
    key: '__entry',
  },
};
const { refresh: REFRESH, wallet: WALLET } = CALLS.entry;
const KEYS = ['__entry', '__currency', '__spin', '__setup', '__statement'];
const holder = window as unknown as Record<string, unknown>;
const headers = (language: string) => ({
  headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language, Authorization: 'Bearer t' },
});

const mockFetch = () => vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({}));
let fetchSpy: ReturnType<typeof mockFetch>;
const urls = () => fetchSpy.mock.calls.map(([url]) => url);

function open(path: string, calls: typeof CALLS | null = CALLS) {
  window.history.replaceState(null, '', path);
  preloadPage({ ...PRELOAD_DATA, calls });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  fetchSpy = mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
  for (const key of KEYS) delete holder[key];
  document.head.querySelectorAll('link, script[src]').forEach((element) => element.remove());
  window.history.replaceState(null, '', '/');
});

describe("the head script's first calls of a member page", () => {
  it('asks for the lookups at once, refreshes 200 ms later, then loads the wallet, as the app client would', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('locale', 'la');
    open('/user/home');
    expect(urls()).toEqual([LOOKUP, SPIN]);
    expect(fetchSpy).toHaveBeenNthCalledWith(1, LOOKUP, headers('lo'));
    expect(holder.__currency).toMatchObject({ token: 't' });
    expect(holder.__spin).toMatchObject({ token: 't' });
    await vi.advanceTimersByTimeAsync(199);
    expect(urls()).toEqual([LOOKUP, SPIN]);

    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toEqual([LOOKUP, SPIN, REFRESH, WALLET]);
    expect(fetchSpy).toHaveBeenNthCalledWith(3, REFRESH, headers('lo'));
    expect(fetchSpy).toHaveBeenNthCalledWith(4, WALLET, headers('lo'));
    const calls = holder.__entry as { token: string; refresh: Promise<Response>; wallet: Promise<Response> };
    expect(calls.token).toBe('t');
    expect((await calls.wallet).ok).toBe(true);
  });

  it("on another page with lookups, asks for that page's only", async () => {
    localStorage.setItem('token', 't');
    open('/user/spin');
    await vi.advanceTimersByTimeAsync(1000);
    expect(urls()).toEqual([SETUP]);
    expect(fetchSpy).toHaveBeenCalledWith(SETUP, headers('th'));
    expect(holder.__setup).toMatchObject({ token: 't' });
  });

  it('posts a call with a body as JSON, when the address has no query (it could ask for another page)', async () => {
    localStorage.setItem('token', 't');
    open('/user/statement?page=2');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(holder.__statement).toBeUndefined();

    open('/user/statement');
    expect(fetchSpy).toHaveBeenCalledExactlyOnceWith(STATEMENT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers('th').headers },
      body: '{"page":1,"limit":10}',
    });
    expect(holder.__statement).toMatchObject({ token: 't' });
  });

  it('starts on the member area root too, which opens home', async () => {
    sessionStorage.setItem('token', 't');
    open('/user');
    await vi.advanceTimersByTimeAsync(200);
    expect(urls()).toEqual([LOOKUP, SPIN, REFRESH, WALLET]);
  });

  it('does not load the wallet after a refresh that did not answer 2xx (the app refreshes again)', async () => {
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 401 }));
    localStorage.setItem('token', 't');
    open('/user/home');
    await vi.advanceTimersByTimeAsync(200);
    expect(urls()).toEqual([LOOKUP, SPIN, REFRESH]);
    await expect((holder.__entry as { wallet: Promise<Response> }).wallet).rejects.toThrow('refresh 401');
  });

  it('makes no call for a visitor, on another page, or in a mocked build', async () => {
    open('/user/home'); // no token: the login page
    localStorage.setItem('token', 't');
    open('/user/profile');
    open('/register');
    open('/user/home', null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const key of KEYS) expect(holder[key]).toBeUndefined();
  });
});

describe("route-preload gives the head script the member pages' first calls", () => {
  const PAGE = '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n</head>';
  const bundle = { 'index.js': chunk('assets/index.js', ['/r/src/main.tsx'], { isEntry: true }) };
  const scriptOf = async (env: Record<string, string>) =>
    transformHtml(
      routePreload(settingsFrom(env), async (code) => code),
      PAGE,
      bundle,
    );

  it("in the members' build, with the spec's delay, the calls' URLs and each language's tag", async () => {
    const script = await scriptOf({ VITE_API_MOCKS: 'false', VITE_API_BASE_URL: 'https://api.example' });
    const lookup = '{"url":"https://api.example/api/lookup/deposit","key":"__portalCurrencyLookup"}';
    expect(script).toContain(
      `"calls":{"tags":{"th":"th","la":"lo","en":"en"},"reads":{"/user/home":[${lookup},` +
        '{"url":"https://api.example/api/spinwheel/active","key":"__portalSpinActive"}],' +
        '"/user/statement":[{"url":"https://api.example/api/statement","key":"__portalStatement",' +
        `"body":{"page":1,"limit":${STATEMENT_PAGE_SIZE}}}],` +
        `"/user/spin":[${lookup},{"url":"https://api.example/api/spinwheel/setup","key":"__portalSpinSetup"},` +
        '{"url":"https://api.example/api/spinwheel/coupon","key":"__portalSpinCoupons"}]},' +
        '"entry":{"path":"/user/home","delay":200,"refresh":"https://api.example/api/wallet/refresh/slot",' +
        '"wallet":"https://api.example/api/wallet","key":"__portalHomeEntry"}}',
    );
  });

  it('not in a mocked build (its worker is not running yet)', async () => {
    expect(await scriptOf({})).toContain('"calls":null');
  });
});
