/** Id of the app's stylesheet link, which index.html's inline script adds (vite.config.ts, inlineCriticalCss). */
export const APP_STYLES_ID = 'app-styles';

/**
 * Resolves once the app's stylesheet has loaded (or failed: the app then still starts, unstyled, rather
 * than never). The link is added by a script, so it blocks neither the first paint nor the scripts; the
 * app waits here instead, so nothing renders unstyled and nothing moves when the styles arrive.
 * Without the link (the dev server injects the styles with the code) there is nothing to wait for.
 */
export function appStylesReady(doc: Document = document): Promise<void> {
  const link = doc.getElementById(APP_STYLES_ID);
  if (!(link instanceof HTMLLinkElement) || link.dataset.state) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
