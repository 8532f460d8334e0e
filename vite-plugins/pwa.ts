import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { BuildSettings } from './settings';

/** The built files the service worker precaches: the app shell and its hashed code, styles and icons. */
export const PRECACHE_GLOBS = ['index.html', 'assets/**/*.{js,css,woff2,svg,png,webp}', 'favicon.svg', 'icons/*.png'];

/** Navigations the shell must never answer: the API, the chat socket, and files (a path ending in .ext). */
export const NAVIGATE_DENYLIST = [/^\/api\//, /^\/socket\.io\//, /\/[^/?]+\.[^/]+$/];

/**
 * The members' service worker (Workbox through vite-plugin-pwa), only with the mocks off: in a mocked build
 * MSW's worker owns the scope. It precaches the shell and the hashed assets, so a second visit fetches no
 * app code; /api is never cached (no runtime caching at all). A new deployment waits for the member's
 * "reload" (registerType prompt; src/app/service-worker/). Registered by the app itself after the first
 * paint, never by an injected script.
 */
export function membersServiceWorker({ mocksOff }: BuildSettings): PluginOption {
  if (!mocksOff) return [];
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: PRECACHE_GLOBS,
      navigateFallback: 'index.html',
      navigateFallbackDenylist: NAVIGATE_DENYLIST,
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      runtimeCaching: [],
    },
  });
}
