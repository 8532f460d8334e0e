import { Workbox } from 'workbox-window';
import { updateStore } from './update-store';

/**
 * Registers the members' service worker (vite-plugins/pwa.ts); src/app/background-work.ts loads this module once
 * the page has loaded and is idle, so neither it nor the precache competes with the first load. A new deployment's
 * worker waits until the member takes it from the prompt; the page then reloads under it.
 */
export function registerServiceWorker(base = import.meta.env.BASE_URL): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(`${base}sw.js`, { scope: base });
  workbox.addEventListener('waiting', () =>
    updateStore.offer(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  workbox.register().catch((error: unknown) => console.warn('[sw] registration failed', error));
}
