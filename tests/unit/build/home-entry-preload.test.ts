import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '../../../build/preload-script';
import { routePreload } from '../../../build/route-preload';
import { settingsFrom } from '../../../build/settings';
import { chunk, transformHtml } from './plugin-hooks';
import { PRELOAD_DATA } from './preload-data';

// Spec section 2: on entry, home refreshes every game account after 200 ms, resets the time sync, then loads
// the wallet. On a first load of home, the head script makes those two calls while the app downloads.
const HOME = {
  path: '/user/home',
  delay: 200,
  refresh: 'https://api.example/api/wallet/refresh/slot',
  wallet: 'https://api.example/api/wallet',
  key: '__entry',
  tags: { th: 'th', la: 'lo' },
};
const holder = window as unknown as Record<string, unknown>;
const headers = (language: string) => ({
  headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Language': language, Authorization: 'Bearer t' },
});

let fetchSpy: ReturnType<typeof mockFetch>;
const mockFetch = () => vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({}));
const urls = () => fetchSpy.mock.calls.map(([url]) => url);

function open(path: string, home: typeof HOME | null = HOME) {
  window.history.replaceState(null, '', path);
  preloadPage({ ...PRELOAD_DATA, home });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  fetchSpy = mockFetch();
});

afterEach(() => {
  vi.useRealTimers();
  delete holder.__entry;
  document.head.querySelectorAll('link, script[src]').forEach((element) => element.remove());
  window.history.replaceState(null, '', '/');
});

describe("the head script's home entry", () => {
  it('refreshes 200 ms after the start, then loads the wallet, as the app client would send them', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('locale', 'la');
    open('/user/home');
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchSpy).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(urls()).toEqual([HOME.refresh, HOME.wallet]);
    expect(fetchSpy).toHaveBeenNthCalledWith(1, HOME.refresh, headers('lo'));
    expect(fetchSpy).toHaveBeenNthCalledWith(2, HOME.wallet, headers('lo'));
    const calls = holder.__entry as { token: string; refresh: Promise<Response>; wallet: Promise<Response> };
    expect(calls.token).toBe('t');
    expect((await calls.wallet).ok).toBe(true);
  });

  it('starts on the member area root too, which opens home', async () => {
    sessionStorage.setItem('token', 't');
    open('/user');
    await vi.advanceTimersByTimeAsync(200);
    expect(urls()).toEqual([HOME.refresh, HOME.wallet]);
  });

  it('does not load the wallet after a refresh that did not answer 2xx (the app refreshes again)', async () => {
    fetchSpy.mockImplementation(async () => new Response('{}', { status: 401 }));
    localStorage.setItem('token', 't');
    open('/user/home');
    await vi.advanceTimersByTimeAsync(200);
    expect(urls()).toEqual([HOME.refresh]);
    await expect((holder.__entry as { wallet: Promise<Response> }).wallet).rejects.toThrow('refresh 401');
  });

  it('makes no call for a visitor, on another page, or in a mocked build', async () => {
    open('/user/home'); // no token: the login page
    localStorage.setItem('token', 't');
    open('/user/statement');
    open('/user/home', null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(holder.__entry).toBeUndefined();
  });
});

describe('route-preload gives the head script the home entry', () => {
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
    expect(script).toContain(
      '"home":{"path":"/user/home","delay":200,"refresh":"https://api.example/api/wallet/refresh/slot",' +
        '"wallet":"https://api.example/api/wallet","key":"__portalHomeEntry","tags":{"th":"th","la":"lo","en":"en"}}',
    );
  });

  it('not in a mocked build (its worker is not running yet)', async () => {
    expect(await scriptOf({})).toContain('"home":null');
  });
});
