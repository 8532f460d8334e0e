import { describe, expect, it } from 'vitest';
import { membersServiceWorker, NAVIGATE_DENYLIST, PRECACHE_GLOBS } from '../../../vite-plugins/pwa';
import { settingsFrom } from '../../../vite-plugins/settings';

const names = (option: unknown): string[] =>
  (Array.isArray(option) ? option.flat(Infinity) : [option])
    .filter((p): p is { name: string } => typeof p === 'object' && p !== null && 'name' in p)
    .map((p) => p.name);

describe("the members' service worker", () => {
  it('is built only with the mocks off (MSW owns the scope of a mocked build)', () => {
    expect(names(membersServiceWorker(settingsFrom({})))).toEqual([]);
    expect(names(membersServiceWorker(settingsFrom({ VITE_VARIANT: 'laos' })))).toEqual([]);
    expect(names(membersServiceWorker(settingsFrom({ VITE_API_MOCKS: 'false' })))).toContain('vite-plugin-pwa');
  });

  it('never answers a navigation to the API, the chat socket or a file with the shell', () => {
    const denied = (path: string) => NAVIGATE_DENYLIST.some((pattern) => pattern.test(path));
    for (const path of ['/api/wallet', '/api/login', '/socket.io/?EIO=4', '/mock-game.html', '/videos/howto.mp4'])
      expect(denied(path), path).toBe(true);
    for (const path of ['/login', '/user/home', '/user/statement', '/register', '/terminated'])
      expect(denied(path), path).toBe(false);
  });

  it('precaches the page and the hashed code and styles, not the videos or images of public/', () => {
    expect(PRECACHE_GLOBS).toContain('index.html');
    expect(PRECACHE_GLOBS.some((glob) => glob.startsWith('assets/') && glob.includes('js,css'))).toBe(true);
    expect(PRECACHE_GLOBS.some((glob) => glob.startsWith('videos') || glob.startsWith('images'))).toBe(false);
  });
});
